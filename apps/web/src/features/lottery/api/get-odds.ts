import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpsLotteryOdds, type LotteryFamily } from '@jade/contract/lottery';
import { oddsAtLevel, type OddsTable } from '@jade/engines/lottery/odds';
import { api } from '@/lib/api-client';
import { usePrizeLevel } from '@/lib/queries/prize-level';
import { useToken } from '@/lib/session';
import { LOTTERY_KEY } from './keys';

export const getOdds = (family: LotteryFamily) => api(`/lgw/vn/odds/${family}`, OpsLotteryOdds);

/** The merchant's odds table of a family (the same for every member). */
export const oddsQuery = (family: LotteryFamily) =>
  queryOptions({ queryKey: [...LOTTERY_KEY, 'odds', family], queryFn: () => getOdds(family), staleTime: 60_000 });

export const useOdds = (family: LotteryFamily | undefined) =>
  useQuery({ ...oddsQuery(family ?? 'VN_NORTH'), enabled: family !== undefined });

/**
 * The odds the signed-in member is paid, what the slip's potential win is computed with: the
 * merchant's table at the member's prize level (`oddsAtLevel`, the engine the server sells and
 * settles with). `odds` is undefined until both the table and the level are known, so the slip
 * never shows a win above what it would pay; `level` is the member's level (basis points).
 */
export function useMemberOdds(family: LotteryFamily | undefined): { odds: OddsTable | undefined; level: number | undefined } {
  const table = useOdds(family).data?.odds;
  const level = usePrizeLevel(useToken()).data?.level;
  return { odds: table && level !== undefined ? oddsAtLevel(table, level) : undefined, level };
}
