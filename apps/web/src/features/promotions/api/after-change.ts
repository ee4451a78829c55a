import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { PROMOTIONS_KEY, REWARDS_KEY } from './keys';

/**
 * After a join, a sign-in or a claim: the promotions (their states), the reward centre with its
 * badge count, and the balance are read again.
 */
export function afterPromotionChange(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
    qc.invalidateQueries({ queryKey: REWARDS_KEY }),
    qc.invalidateQueries({ queryKey: BALANCE_KEY }),
  ]);
}
