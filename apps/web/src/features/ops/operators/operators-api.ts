import { z } from 'zod';
import { Operator, type OperatorRole } from '@jade/contract/operators';
import { opsApi } from '../api/ops-api';

export const operatorsQuery = { queryKey: ['ops', 'operators'], queryFn: () => opsApi('/ops/operators', z.array(Operator)) };

/** The four-eyes amount (minor units; null: none), as GET/PUT /ops/operator-settings answer it. */
export const FourEyes = z.object({ fourEyesAmount: z.number().int().nullable() });
export const fourEyesQuery = {
  queryKey: ['ops', 'operator-settings'],
  queryFn: () => opsApi('/ops/operator-settings', FourEyes),
};

export const createOperator = (body: { username: string; password: string; role: OperatorRole }) =>
  opsApi('/ops/operators', Operator, { method: 'POST', body });

export const updateOperator = (username: string, body: { role?: OperatorRole; status?: 'active' | 'disabled' }) =>
  opsApi(`/ops/operators/${encodeURIComponent(username)}`, Operator, { method: 'PUT', body });

export const resetAuthenticator = (username: string) =>
  opsApi(`/ops/operators/${encodeURIComponent(username)}/reset-totp`, Operator, { method: 'POST' });

export const saveFourEyes = (fourEyesAmount: number | null) =>
  opsApi('/ops/operator-settings', FourEyes, { method: 'PUT', body: { fourEyesAmount } });
