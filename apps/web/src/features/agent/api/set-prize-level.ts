import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownlineDetail } from '@jade/contract/agents';
import { api, ApiError } from '@/lib/api-client';
import { PRIZE_LEVEL_KEY } from '@/lib/queries/prize-level';
import { downlineQuery } from './get-downline';

export type SetPrizeLevel = { username: string; level: number };

/** Sets a direct downline's lottery prize level (basis points); answers the downline as the detail shows it. */
export const setPrizeLevel = ({ username, level }: SetPrizeLevel) =>
  api(`/wps/agent/team/members/${encodeURIComponent(username)}/prize-level`, DownlineDetail, {
    method: 'PUT',
    body: { level },
  });

/**
 * The team list reads the new level again and the downline's detail takes the answer. A refusal
 * for being above the agent's own level reads the agent's level again: it was lowered meanwhile.
 */
export function useSetPrizeLevel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPrizeLevel,
    onSuccess: (detail) => {
      client.setQueryData(downlineQuery(detail.username).queryKey, detail);
      void client.invalidateQueries({ queryKey: ['agent', 'downlines'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'LOTTERY_LEVEL_ABOVE_UPLINE')
        void client.invalidateQueries({ queryKey: PRIZE_LEVEL_KEY });
    },
  });
}
