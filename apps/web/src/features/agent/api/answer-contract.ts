import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Contract, type ContractAction } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const answerContract = ({ id, action }: { id: number; action: ContractAction }) =>
  api(`/wps/agent/contracts/${id}/answer`, Contract, { method: 'POST', body: { action } });

/** Accept, reject, request or confirm termination; the lists, the consolidated call and the downline details refresh. */
export function useAnswerContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerContract,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent', 'contracts'] });
      void client.invalidateQueries({ queryKey: ['agent', 'downline'] });
    },
  });
}
