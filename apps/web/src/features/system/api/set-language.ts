import { useMutation } from '@tanstack/react-query';
import { SetLanguageResponse } from '@jade/contract/system';
import type { LanguageCode } from '@jade/contract/languages';
import { api } from '@/lib/api-client';

export const setLanguage = (language: LanguageCode) =>
  api('/wps/system/language', SetLanguageResponse, { method: 'PUT', body: { language } });

export const useSetLanguage = () => useMutation({ mutationFn: setLanguage });
