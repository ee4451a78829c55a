/**
 * The payments module: deposit channels and orders (bank transfer, gateways with the local
 * sandbox), payout accounts, withdrawals with receipt confirmation, member uploads, and the
 * scheduled expiry and auto-receive. Money moves only through the wallet (ledger) service.
 */
export {
  getPaymentSettings,
  savePaymentSettings,
  listChannels,
  presentChannel,
  createChannel,
  updateChannel,
  findChannel,
} from './payments.settings';
export {
  createDeposit,
  listDeposits,
  depositWithChannel,
  approveDeposit,
  rejectDeposit,
  expireDeposits,
  presentDeposit,
} from './payments.deposits';
export {
  listPayoutAccounts,
  addPayoutAccount,
  removePayoutAccount,
  withdrawable,
  createWithdrawal,
  listWithdrawals,
  findWithdrawal,
  payWithdrawal,
  rejectWithdrawal,
  confirmReceipt,
  resolveDispute,
  autoReceive,
  presentWithdrawal,
  membersSharingPayoutAccount,
} from './payments.withdrawals';
export { saveUpload, getUpload, uploadedBytesToday, assertOwnUploads } from './payments.uploads';
export { withdrawnBy } from './payments.withdrawn';
export { gatewayRefused, signCallback } from './payments.gateways';
/** The demo seed's deposit writers (its story's order numbers and dates). */
export { addDeposit, backdateDepositDecision } from './payments.seed';
