import type { ChatAttachment, ChatConversation, ChatMessage, OpsChatConversation, OpsChatMessage } from '@jade/contract/chat';
import { toIso } from '../../db/normalize';
import type { ConversationRow, MessageRow } from './chat.tables';

/** What a conversation's presentation needs beyond its row. */
export type ConversationExtras = {
  customerName: string;
  username: string | null;
  customerUnread: number;
  operatorUnread: number;
  lastText: string;
};

/** Longest preview of the last message in the operator's list. */
const PREVIEW_CHARS = 80;

export function presentConversation(row: ConversationRow, x: ConversationExtras): ChatConversation {
  return {
    id: row.id,
    queue: row.queue,
    status: row.status,
    customerName: x.customerName,
    isGuest: row.memberId === null,
    lastSeq: row.lastSeq,
    customerReadSeq: row.customerReadSeq,
    operatorReadSeq: row.operatorReadSeq,
    customerUnread: x.customerUnread,
    operatorUnread: x.operatorUnread,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    closedAt: row.closedAt ? toIso(row.closedAt) : null,
  };
}

export function presentOpsConversation(row: ConversationRow, x: ConversationExtras): OpsChatConversation {
  return {
    ...presentConversation(row, x),
    username: x.username,
    lastText: x.lastText.length > PREVIEW_CHARS ? `${x.lastText.slice(0, PREVIEW_CHARS - 1)}…` : x.lastText,
  };
}

/** A message as the customer sees it: never which operator wrote it. */
export function presentMessage(row: MessageRow, attachments: Map<string, ChatAttachment>): ChatMessage {
  return {
    conversationId: row.conversationId,
    seq: row.seq,
    sender: row.sender,
    text: row.text,
    attachments: row.attachmentIds.flatMap((id) => (attachments.has(id) ? [attachments.get(id)!] : [])),
    clientId: row.clientId,
    createdAt: toIso(row.createdAt),
  };
}

/** A message as the operators see it: with the operator who wrote it. */
export function presentOpsMessage(row: MessageRow, attachments: Map<string, ChatAttachment>): OpsChatMessage {
  return { ...presentMessage(row, attachments), operator: row.operator };
}

/** An operator's view of a message made the customer's (the hub reads a message once for both). */
export function forCustomer({ operator: _operator, ...message }: OpsChatMessage): ChatMessage {
  return message;
}
