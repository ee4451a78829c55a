import { queryOptions, useQuery } from '@tanstack/react-query';
import { HelpCentre } from '@jade/contract/help';
import { api } from '@/lib/api-client';

export const getHelpCentre = (language: string) =>
  api(`/wps/system/helpCenter?${new URLSearchParams({ lang: language, device: 'WEB' })}`, HelpCentre);

/** The help centre in the interface language (spec §7: lang and device WEB). */
export const helpCentreQuery = (language: string) =>
  queryOptions({
    queryKey: ['help', language],
    queryFn: () => getHelpCentre(language),
    select: (v) => v.sections,
    staleTime: 5 * 60_000,
  });

export const useHelpCentre = (language: string) => useQuery(helpCentreQuery(language));
