import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CreatedDownline, CreateDownlineRequest } from '@jade/contract/agents';
import { api } from '@/lib/api-client';

/** Encrypted: the body carries the new account's password. */
export const createDownline = (body: z.input<typeof CreateDownlineRequest>) =>
  api('/wps/agent/downlines', CreatedDownline, { method: 'POST', body, encrypted: true });

export function useCreateDownline() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createDownline, onSuccess: () => void client.invalidateQueries({ queryKey: ['agent'] }) });
}
