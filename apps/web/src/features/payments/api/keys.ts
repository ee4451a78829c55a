/**
 * Every payments query lives under this key, so one invalidation after a money movement refreshes
 * all the lists; the balance has its own key (lib/queries/balance).
 */
export const PAYMENTS_KEY = ['member', 'payments'] as const;
