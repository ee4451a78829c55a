import { useMutation } from '@tanstack/react-query';
import type { SetLanguageResponse } from '@jade/contract/system';
import type { LanguageCode } from '@jade/contract/languages';
import { answer } from '@/lib/answer';
import { api } from '@/lib/api-client';

export const setLanguage = (language: LanguageCode) =>
  api('/wps/system/language', answer<typeof SetLanguageResponse>({ language: 'string' }), { method: 'PUT', body: { language } });

export const useSetLanguage = () => useMutation({ mutationFn: setLanguage });
