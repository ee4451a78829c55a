import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ConvertRequest, ConvertResult } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { afterPointsChange } from './after-change';

/** Encrypted: the body carries the payment password. */
export const convertPoints = (body: z.input<typeof ConvertRequest>) =>
  api('/wps/relay/convertPoint', ConvertResult, { method: 'POST', body, encrypted: true });

/** Converts points to money at the exchange tier the amount reaches. */
export function useConvertPoints() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: convertPoints, onSuccess: () => afterPointsChange(qc) });
}
