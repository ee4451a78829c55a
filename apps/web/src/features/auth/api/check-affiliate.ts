import { AffiliateCheck } from '@jade/contract/register';
import { api } from '@/lib/api-client';

export const checkAffiliate = (code: string, domain: string) =>
  api(`/wps/agent/affiliate?${new URLSearchParams(code ? { code, domain } : { domain })}`, AffiliateCheck);
