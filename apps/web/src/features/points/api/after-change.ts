import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { MEMBER_POINTS_KEY, POINT_MALL_KEY } from './keys';

/**
 * After a redemption or a conversion: the points (balance, details, history), the items (stock,
 * what the member can still redeem), the wallet balance and the reward centre are read again.
 */
export function afterPointsChange(qc: QueryClient) {
  return Promise.all(
    [MEMBER_POINTS_KEY, POINT_MALL_KEY, BALANCE_KEY, REWARDS_KEY].map((queryKey) => qc.invalidateQueries({ queryKey })),
  );
}
