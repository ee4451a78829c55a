import { useMutation } from '@tanstack/react-query';
import { Exclusion, type ExclusionRequest } from '@jade/contract/protection';
import { api } from '@/lib/api-client';

/** Takes a break or a self-exclusion (sealed: it carries the password); every session ends with it. */
export const useTakeExclusion = () =>
  useMutation({
    mutationFn: (body: ExclusionRequest) =>
      api('/wps/protection/exclusion', Exclusion, { method: 'POST', body, encrypted: true }),
  });
