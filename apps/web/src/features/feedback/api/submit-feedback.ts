import { useMutation } from '@tanstack/react-query';
import { FeedbackResult, type FeedbackRequest } from '@jade/contract/feedback';
import { api } from '@/lib/api-client';

export const submitFeedback = (body: FeedbackRequest) => api('/wps/feedback', FeedbackResult, { method: 'PUT', body });

/** PUT /wps/feedback (spec §7: content, sender, type, captcha). */
export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
