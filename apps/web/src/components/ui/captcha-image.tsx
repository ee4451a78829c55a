import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import styles from './field.module.css';

/** The captcha picture; a click asks for a new one, at most once a second. */
export function CaptchaImage({ src, onRefresh }: { src: string | undefined; onRefresh: () => void }) {
  const { t } = useTranslation();
  const last = useRef(0);
  return (
    <button
      type="button"
      className={styles.captchaImg}
      title={t('form.refreshCaptcha')}
      aria-label={t('form.refreshCaptcha')}
      onClick={() => {
        if (Date.now() - last.current < LIMITS.captchaRefreshThrottleMs) return;
        last.current = Date.now();
        onRefresh();
      }}
    >
      {src ? <img src={src} alt={t('form.captchaImage')} width={120} height={40} /> : null}
    </button>
  );
}
