import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { OpsLotteryGame } from '@jade/contract/lottery';
import { opsApi } from '../api/ops-api';

/** The hosted lottery games (the same for the whole session). */
export const lotteryGamesQuery = queryOptions({
  queryKey: ['ops', 'lottery', 'games'],
  queryFn: () => opsApi('/ops/lottery/games', z.array(OpsLotteryGame)),
  staleTime: 5 * 60_000,
});
