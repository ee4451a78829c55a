import { queryOptions, useQuery } from '@tanstack/react-query';
import { MissionSummary } from '@jade/contract/missions';
import { api } from '@/lib/api-client';
import { MISSIONS_KEY } from './keys';

export const getMissions = (language: string) => api(`/wps/missions?${new URLSearchParams({ lang: language })}`, MissionSummary);

export const missionsQuery = (language: string) =>
  queryOptions({ queryKey: [...MISSIONS_KEY, 'list', language], queryFn: () => getMissions(language) });

/** The missions of now with the member's progress in their current day or week, and this week's points. */
export const useMissions = (language: string) => useQuery(missionsQuery(language));
