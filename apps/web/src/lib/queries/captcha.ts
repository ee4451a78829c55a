import { queryOptions, useQuery } from '@tanstack/react-query';
import { Captcha } from '@jade/contract/auth';
import { api } from '@/lib/api-client';

/** A new image captcha (GET /wps/captcha): each one is good for one answer. */
export const getCaptcha = () => api('/wps/captcha', Captcha);

/**
 * A form's captcha as a query: fetched when the form opens, again on refresh; never reused from a
 * cache (each one is good for one answer), so nothing is kept once the form closes.
 */
export const captchaQuery = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

/** The captcha of an open form (the feedback form); the sign-in forms call `getCaptcha` themselves. */
export const useCaptcha = () => useQuery(captchaQuery());
