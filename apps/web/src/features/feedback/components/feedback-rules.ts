import { FEEDBACK_REQUIRED_FIELDS, feedbackLength } from '@jade/contract/feedback';
import { LIMITS } from '@jade/contract/limits';

export type FeedbackField = (typeof FEEDBACK_REQUIRED_FIELDS)[number];
export type FeedbackDraft = { type: string; content: string; captcha: string };

/** The empty fields, in the order the warning names them (spec §5): type, description, captcha. */
export function missingFields(d: FeedbackDraft): FeedbackField[] {
  const filled: Record<FeedbackField, boolean> = {
    type: d.type !== '',
    content: d.content.trim() !== '',
    captcha: d.captcha.trim() !== '',
  };
  return FEEDBACK_REQUIRED_FIELDS.filter((f) => !filled[f]);
}

/** 20 to 200 characters once trimmed (spec §5, §9). */
export function lengthOk(content: string): boolean {
  const n = feedbackLength(content);
  return n >= LIMITS.feedbackMinChars && n <= LIMITS.feedbackMaxChars;
}
