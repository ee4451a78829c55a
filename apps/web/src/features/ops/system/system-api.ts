import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { HousekeepingSettings, type SetHousekeepingRequest } from '@jade/contract/housekeeping';
import { RegisterSettings } from '@jade/contract/patterns';
import { FlagsState, OpsSystemSettings, SecuritySettingsState, type LocalizedText } from '@jade/contract/system';
import type { FeatureFlag } from '@jade/contract/flags';
import { opsApi } from '../api/ops-api';

export const systemQuery = { queryKey: ['ops', 'system'], queryFn: () => opsApi('/ops/system', OpsSystemSettings) };
export const flagsQuery = { queryKey: ['ops', 'flags'], queryFn: () => opsApi('/ops/flags', FlagsState) };
export const housekeepingQuery = {
  queryKey: ['ops', 'housekeeping'],
  queryFn: () => opsApi('/ops/housekeeping', HousekeepingSettings),
};
export const securityQuery = {
  queryKey: ['ops', 'security-settings'],
  queryFn: () => opsApi('/ops/security-settings', SecuritySettingsState),
};
export const registerQuery = {
  queryKey: ['ops', 'register-settings'],
  queryFn: () => opsApi('/ops/register-settings', RegisterSettings),
};

export const saveMaintenance = (body: { maintenance: boolean; title: LocalizedText; content: LocalizedText }) =>
  opsApi('/ops/system/maintenance', OpsSystemSettings, { method: 'PUT', body });
export const saveRanges = (ranges: string[]) =>
  opsApi('/ops/system/blocked-ranges', OpsSystemSettings, { method: 'PUT', body: { ranges } });
export const saveFlags = (flags: Partial<Record<FeatureFlag, boolean>>) =>
  opsApi('/ops/flags', FlagsState, { method: 'PUT', body: { flags } });
export const saveHousekeeping = (body: SetHousekeepingRequest) =>
  opsApi('/ops/housekeeping', HousekeepingSettings, { method: 'PUT', body });
export const saveSecurity = (body: Partial<SecuritySettingsState>) =>
  opsApi('/ops/security-settings', SecuritySettingsState, { method: 'PUT', body });
export const saveRegister = (body: Partial<RegisterSettings>) =>
  opsApi('/ops/register-settings', z.object({ minimumAge: z.number() }), { method: 'PUT', body });

/** A save whose answer refreshes the form's query (`key`) and the system reads. */
export function useSave<A, T>(key: QueryKey, save: (arg: A) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
