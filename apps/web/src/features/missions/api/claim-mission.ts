import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MissionClaimResult } from '@jade/contract/missions';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';
import { REWARDS_KEY } from '@/lib/queries/rewards-key';
import { MISSIONS_KEY } from './keys';

export const claimMission = (id: number) => api(`/wps/missions/${id}/claim`, MissionClaimResult, { method: 'POST' });

/**
 * Claims a complete mission: its reward goes through the reward centre into the wallet (locked by
 * its turnover) and its points to the week's leaderboard; the missions with their badge and
 * leaderboard, the reward centre and the balance are read again.
 */
export function useClaimMission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: claimMission,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: MISSIONS_KEY }),
        qc.invalidateQueries({ queryKey: REWARDS_KEY }),
        qc.invalidateQueries({ queryKey: BALANCE_KEY }),
      ]),
  });
}
