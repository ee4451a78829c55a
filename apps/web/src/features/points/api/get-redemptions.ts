import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RedemptionPage } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { MEMBER_POINTS_KEY } from './keys';

export const POINTS_PAGE_SIZE = 10;

export const getRedemptions = (pageNo: number, language: string) =>
  api(
    `/wps/relay/getRedeemPointList?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(POINTS_PAGE_SIZE), lang: language })}`,
    RedemptionPage,
  );

/** One page of the member's redeem history, newest first, with each redemption's state and remark. */
export const redemptionsQuery = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...MEMBER_POINTS_KEY, 'redemptions', pageNo, language],
    queryFn: () => getRedemptions(pageNo, language),
    placeholderData: keepPreviousData,
  });

export const useRedemptions = (pageNo: number, language: string) => useQuery(redemptionsQuery(pageNo, language));
