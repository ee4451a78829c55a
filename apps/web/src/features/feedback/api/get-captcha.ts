import { queryOptions, useQuery } from '@tanstack/react-query';
import { Captcha } from '@jade/contract/auth';
import { api } from '@/lib/api-client';

export const getCaptcha = () => api('/wps/captcha', Captcha);

/**
 * The feedback form's captcha: fetched when the form opens, again on refresh; never reused from
 * a cache (each one is good for one answer), so nothing is kept once the form closes.
 */
export const captchaQuery = () =>
  queryOptions({
    queryKey: ['feedback', 'captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useCaptcha = () => useQuery(captchaQuery());
