import { useMutation } from '@tanstack/react-query';
import { Upload } from '@jade/contract/payments';
import { ApiError } from '@/lib/api-client';
import i18n from '@/lib/i18n';
import { getToken } from '@/lib/session';

/** What the server accepts as an image (it checks the bytes again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The catalogue code of an image the server would refuse, checked before uploading it. */
export function imageProblem(file: { type: string; size: number }): 'UPLOAD_INVALID' | 'UPLOAD_TOO_LARGE' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_INVALID';
  if (file.size > MAX_IMAGE_BYTES) return 'UPLOAD_TOO_LARGE';
  return null;
}

/**
 * POST /wps/uploads (the member's own images: deposit receipts, withdrawal proofs, promotion
 * applications) as multipart (one field `file`): the JSON api() client cannot send a file,
 * so this call builds the request itself with the same headers and envelope handling.
 */
export async function uploadImage(file: File): Promise<Upload> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  let res: Response;
  try {
    res = await fetch('/wps/uploads', {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-lang': i18n.language || 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    });
  } catch {
    throw new ApiError('NETWORK_ERROR', 0, 'Network link is abnormal');
  }
  const json = (await res.json().catch(() => ({}))) as { success?: boolean; code?: string; message?: string; value?: unknown };
  if (!json.success) throw new ApiError(json.code ?? 'INTERNAL_ERROR', res.status, json.message ?? '');
  return Upload.parse(json.value);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
