import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { Contract, OfferContractRequest } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

export const offerContract = (body: z.input<typeof OfferContractRequest>) =>
  api('/wps/agent/contracts', Contract, { method: 'POST', body });

export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: offerContract,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['agent', 'contracts'] });
      void client.invalidateQueries({ queryKey: ['agent', 'downline'] });
    },
  });
}
