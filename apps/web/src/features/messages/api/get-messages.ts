import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE, MessagePage } from '@jade/contract/messages';
import { api } from '@/lib/api-client';
import { MESSAGES_KEY } from './keys';

export const getMessages = (pageNo: number, language: string) =>
  api(
    `/wps/messages?${new URLSearchParams({ pageNo: String(pageNo), pageSize: String(MESSAGE_PAGE_SIZE), lang: language })}`,
    MessagePage,
  );

export const messagesQuery = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'inbox', pageNo, language],
    queryFn: () => getMessages(pageNo, language),
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in member's platform messages, newest first. */
export const useMessages = (pageNo: number, language: string) => useQuery(messagesQuery(pageNo, language));
