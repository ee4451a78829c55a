import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { AgentTransferRequest, AgentTransferResult } from '@jade/contract/agents';
import { api } from '@/lib/api-client';
import { BALANCE_KEY } from '@/lib/queries/balance-key';

/** Encrypted: the body carries the payment password. */
export const agentTransfer = (body: z.input<typeof AgentTransferRequest>) =>
  api('/wps/agent/transfer', AgentTransferResult, { method: 'POST', body, encrypted: true });

/** Sends money to a downline or the upline; balances and the team figures refresh after. */
export function useAgentTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: agentTransfer,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent'] });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
