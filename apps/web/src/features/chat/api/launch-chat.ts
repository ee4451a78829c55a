import { useMutation } from '@tanstack/react-query';
import { LaunchChatResponse, type ChatQueue } from '@jade/contract/chat';
import { api } from '@/lib/api-client';

/** CBS_launchChat: a member's open conversation in the queue (or a new one); a guest gives a name. */
export const launchChat = (input: { modelId: ChatQueue; guestName?: string }) =>
  api(
    `/wps/relay/CBS_launchChat?${new URLSearchParams({ modelId: input.modelId, ...(input.guestName ? { guestName: input.guestName } : {}) })}`,
    LaunchChatResponse,
  );

export const useLaunchChat = () => useMutation({ mutationFn: launchChat });
