import { Captcha } from '@jade/contract/auth';
import { api } from '@/lib/api-client';

export const getCaptcha = () => api('/wps/captcha', Captcha);
