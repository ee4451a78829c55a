import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES, feedbackLength, type FeedbackTypeName } from '@jade/contract/feedback';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { CaptchaImage } from '@/components/ui/captcha-image';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useCaptcha } from '@/lib/queries/captcha';
import { useSubmitFeedback } from '../api/submit-feedback';
import { lengthOk, missingFields, type FeedbackField } from './feedback-rules';
import styles from './feedback.module.css';

const TYPE_NAMES = Object.keys(FEEDBACK_TYPES) as FeedbackTypeName[];

/**
 * The feedback form (spec §2, §5): question type, a description with a live count (20 to 200
 * characters once trimmed, at most 200 typed), a captcha that a click refreshes (once a second),
 * and submit. Every empty field is named in one warning; the server checks it all again.
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const ids = { type: useId(), content: useId(), count: useId(), contentError: useId() };
  const submit = useSubmitFeedback();
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const captcha = useCaptcha();
  const [missing, setMissing] = useState<FeedbackField[]>([]);
  const [tooShort, setTooShort] = useState(false);

  const refreshCaptcha = () => {
    setCaptchaAnswer('');
    void captcha.refetch();
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const draft = { type, content, captcha: captchaAnswer };
    const empty = missingFields(draft);
    setMissing(empty);
    setTooShort(empty.length === 0 && !lengthOk(content));
    if (empty.length > 0 || !lengthOk(content)) return;
    submit.mutate(
      {
        type: Number(type),
        content: content.trim(),
        captcha: captchaAnswer.trim(),
        ...(captcha.data ? { captchaId: captcha.data.captchaId } : {}),
      },
      {
        onSuccess: onSent,
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'FEEDBACK_INCOMPLETE')
            setMissing(err.issues.map((i) => i.path as FeedbackField));
          if (err instanceof ApiError && err.code === 'AUTH_CAPTCHA_INVALID') refreshCaptcha();
        },
      },
    );
  };

  const count = feedbackLength(content);
  const failed = submit.error instanceof ApiError && submit.error.code === 'FEEDBACK_INCOMPLETE' ? null : submit.error;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="feedback-form">
      {missing.length > 0 ? (
        <p className={fieldStyles.alert} role="alert" data-testid="feedback-missing">
          {t('feedback.missing', { fields: missing.map((f) => t(`feedback.missingNames.${f}`)).join(', ') })}
        </p>
      ) : failed ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, failed)}
        </p>
      ) : null}
      <div className={fieldStyles.field}>
        <label htmlFor={ids.type} className={fieldStyles.label}>
          {t('feedback.fields.type')}
        </label>
        <select
          id={ids.type}
          className={styles.select}
          value={type}
          aria-invalid={missing.includes('type')}
          onChange={(e) => setType(e.target.value)}
        >
          <option value="">{t('feedback.chooseType')}</option>
          {TYPE_NAMES.map((name) => (
            <option key={name} value={FEEDBACK_TYPES[name]}>
              {t(`feedback.types.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={ids.content} className={fieldStyles.label}>
          {t('feedback.fields.content')}
        </label>
        <textarea
          id={ids.content}
          className={styles.textarea}
          rows={5}
          maxLength={LIMITS.feedbackMaxChars}
          value={content}
          placeholder={t('feedback.placeholder', { min: LIMITS.feedbackMinChars, max: LIMITS.feedbackMaxChars })}
          aria-invalid={missing.includes('content') || tooShort}
          aria-describedby={tooShort ? `${ids.count} ${ids.contentError}` : ids.count}
          onChange={(e) => {
            setContent(e.target.value);
            if (tooShort && lengthOk(e.target.value)) setTooShort(false);
          }}
        />
        <p
          id={ids.count}
          className={styles.count}
          data-testid="feedback-count"
          data-short={count > 0 && count < LIMITS.feedbackMinChars}
        >
          {t('feedback.count', { count, max: LIMITS.feedbackMaxChars })}
        </p>
        {tooShort ? (
          <p id={ids.contentError} className={fieldStyles.error} role="alert">
            {t('feedback.length', { min: LIMITS.feedbackMinChars, max: LIMITS.feedbackMaxChars })}
          </p>
        ) : null}
      </div>
      <div className={styles.captchaRow}>
        <TextField
          label={t('form.captcha')}
          name="captcha"
          autoComplete="off"
          value={captchaAnswer}
          maxLength={8}
          aria-invalid={missing.includes('captcha')}
          onChange={(e) => setCaptchaAnswer(e.target.value)}
        />
        <div className={fieldStyles.field}>
          <CaptchaImage src={captcha.data?.image} onRefresh={refreshCaptcha} />
        </div>
      </div>
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? t('common.loading') : t('feedback.submit')}
      </Button>
    </form>
  );
}
