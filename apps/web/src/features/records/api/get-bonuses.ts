import { queryOptions, useQuery } from '@tanstack/react-query';
import { BonusList } from '@jade/contract/wallet';
import { api } from '@/lib/api-client';

export const getBonuses = () => api('/wps/wallet/bonuses', BonusList);

export const bonusesQuery = () => queryOptions({ queryKey: ['member', 'records', 'bonuses'], queryFn: getBonuses });

/** The member's bonus credits with their turnover progress and the amount still locked. */
export const useBonuses = () => useQuery(bonusesQuery());
