import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromotionList } from '@jade/contract/promotions';
import { api } from '@/lib/api-client';
import { PROMOTIONS_KEY } from './keys';

export const getPromotions = (language: string) =>
  api(`/wps/promotions?${new URLSearchParams({ type: 'ALL', lang: language })}`, PromotionList);

/**
 * Every running or coming promotion in the interface language (the page filters by type itself,
 * so the filter shows only the types present). `token` keys the member's own copy (states, progress).
 */
export const promotionsQuery = (language: string, token: string | null) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, language, token],
    queryFn: () => getPromotions(language),
    select: (v) => v.list,
    staleTime: 30_000,
  });

export const usePromotions = (language: string, token: string | null) => useQuery(promotionsQuery(language, token));
