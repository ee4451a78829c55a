import { ApiError } from '@/lib/api-client';
import { chatBase, partyFetchHeaders, type ChatParty } from './party';

/**
 * An image of the conversation as a Blob: the call needs the caller's token in a header, which an
 * <img src> cannot send, so the image is fetched and shown from an object URL.
 */
export async function getAttachment(party: ChatParty, id: number, attachmentId: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(`${chatBase(party)}/conversations/${id}/attachments/${attachmentId}`, {
    headers: partyFetchHeaders(party),
    signal: signal ?? null,
  });
  if (!res.ok) throw new ApiError('NOT_FOUND', res.status, 'image unavailable');
  return res.blob();
}
