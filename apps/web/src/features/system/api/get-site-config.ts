import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@jade/contract/system';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

export const siteConfigAnswer = answer<typeof SiteConfig>({
  merchant: { name: 'string', currencySymbol: 'string' },
  customerService: 'array',
  imageCDNs: 'array',
  whitelabel: 'array',
});

export const getSiteConfig = () => api('/wps/system/permission', siteConfigAnswer);

/** The permission / site config: one GET, cached for the visit (per language, for its texts). */
export const siteConfigQuery = (lang: string) =>
  queryOptions({ queryKey: ['system', 'site-config', lang], queryFn: getSiteConfig, staleTime: 5 * 60_000 });

export const useSiteConfig = (lang: string) => useQuery(siteConfigQuery(lang));
