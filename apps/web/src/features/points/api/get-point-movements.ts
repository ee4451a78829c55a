import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PointMovementPage } from '@jade/contract/points';
import { api } from '@/lib/api-client';
import { MEMBER_POINTS_KEY } from './keys';
import { POINTS_PAGE_SIZE } from './get-redemptions';

export const getPointMovements = (pageNo: number) =>
  api(
    `/wps/relay/ODSFE2_MemTransDet?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(POINTS_PAGE_SIZE) })}`,
    PointMovementPage,
  );

/** One page of the points details: every earning, redemption, refund and conversion, newest first. */
export const pointMovementsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...MEMBER_POINTS_KEY, 'movements', pageNo],
    queryFn: () => getPointMovements(pageNo),
    placeholderData: keepPreviousData,
  });

export const usePointMovements = (pageNo: number) => useQuery(pointMovementsQuery(pageNo));
