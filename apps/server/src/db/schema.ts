/** Every module's tables, for Drizzle and drizzle-kit. Each module owns the tables it defines. */
export * from '../modules/system/system.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/ops/ops.tables';
export * from '../modules/notify/notify.tables';
export * from '../seed/seed.tables';
export * from '../modules/members/members.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/verification/verification.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/games/games.tables';
export * from '../modules/seamless/seamless.tables';
export * from '../modules/gameserver/gameserver.tables';
export * from '../modules/content/content.tables';
export * from '../modules/messages/messages.tables';
export * from '../modules/feedback/feedback.tables';
export * from '../modules/chat/chat.tables';
