import { ChatAttachment } from '@jade/contract/chat';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { chatBase, partyFetchHeaders, type ChatParty } from './party';

/**
 * POST …/conversations/:id/attachments as multipart (one field `file`): the JSON api() client
 * cannot send a file, so this call builds the request itself with the same headers and envelope.
 */
export async function uploadAttachment(party: ChatParty, id: number, file: File): Promise<ChatAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${chatBase(party)}/conversations/${id}/attachments`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-lang': i18n.language || 'en',
        ...partyFetchHeaders(party),
      },
      body: form,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 0, 'Network link is abnormal');
  }
  const json = (await res.json().catch(() => ({}))) as { success?: boolean; code?: string; message?: string; value?: unknown };
  if (!json.success) throw new ApiError(json.code ?? 'INTERNAL_ERROR', res.status, json.message ?? '');
  return ChatAttachment.parse(json.value);
}
