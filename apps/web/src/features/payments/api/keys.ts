/**
 * Every payments query lives under this key, so one invalidation after a money movement refreshes
 * all the lists; the header balance (features/wallet) shares the ['member', 'balance'] prefix.
 */
export const PAYMENTS_KEY = ['member', 'payments'] as const;
export const BALANCE_KEY = ['member', 'balance'] as const;
