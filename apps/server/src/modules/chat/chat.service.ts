/**
 * The chat module's face to the rest of the server: conversations (queues, launch, read marks,
 * closing), messages and images, the live-event hub and the socket.
 */
export {
  close,
  forCustomer,
  forOperator,
  forOps,
  launchForGuest,
  launchForMember,
  markRead,
  ofMember,
  present,
  presentForOps,
  queues,
  type Customer,
} from './chat.conversations';
export { after, at, attachment, customerBytesToday, customerKey, saveAttachment, send } from './chat.messages';
export { startChatHub, type ChatHub } from './chat.hub';
export { serveChatSocket, type Connection, type OperatorConnection } from './chat.socket';
