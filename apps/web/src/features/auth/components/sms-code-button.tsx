import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import { errorText } from '@/lib/errors';
import { WarningDialog } from '@/components/ui/warning-dialog';
import { sendSms, type SmsPurpose } from '../api/send-sms';
import styles from './auth-forms.module.css';

type Props = { purpose: SmsPurpose; dialingCode: string; mobile: string; ready: () => boolean };

/**
 * "Get code": sends the SMS, then counts down 60 s per minute the server says the code lives
 * (default 1); disabled until 0, one click a second; a failure shows the server's message.
 */
export function SmsCodeButton({ purpose, dialingCode, mobile, ready }: Props) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lastClick = useRef(0);

  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(id);
  }, [left]);

  const click = async () => {
    if (Date.now() - lastClick.current < LIMITS.smsClickThrottleMs || !ready()) return;
    lastClick.current = Date.now();
    setBusy(true);
    try {
      const res = await sendSms(purpose, dialingCode, mobile);
      setLeft(LIMITS.smsSecondsPerMinute * (res.expiredMinutes || LIMITS.smsDefaultMinutes));
    } catch (err) {
      setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={styles.codeButton} disabled={left > 0 || busy} onClick={() => void click()}>
        {left > 0 ? t('register.resendIn', { seconds: left }) : t('register.getCode')}
      </button>
      <WarningDialog
        open={failure !== null}
        title={t('auth.promptTitle')}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </>
  );
}
