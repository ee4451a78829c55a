import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaymentPasswordField } from '@/components/ui/payment-password-field';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText, fieldIssue } from '@/lib/errors';
import { issueText } from '@/lib/field-messages';
import { usePaymentPassword } from '../api/security';
import { LoginPasswordField } from './login-password-field';

/** Set (with the login password) or change (with it and the old one) the six-digit payment password. */
export function PaymentPasswordCard({ has }: { has: boolean }) {
  const { t } = useTranslation();
  const save = usePaymentPassword();
  const empty = { password: '', current: '', next: '', confirm: '' };
  const [v, setV] = useState(empty);
  const [done, setDone] = useState(false);
  const sixDigits = /^\d{6}$/.test(v.next);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v.password || (has && !v.current) || !sixDigits || v.next !== v.confirm) return;
    save.mutate(
      {
        loginPassword: v.password,
        ...(has ? { oldPaymentPassword: v.current } : {}),
        newPaymentPassword: v.next,
        confirmPaymentPassword: v.confirm,
      },
      { onSuccess: () => (setDone(true), setV(empty)) },
    );
  };
  const wrong = fieldIssue(save.error, 'oldPaymentPassword');
  const shownByField = wrong || fieldIssue(save.error, 'loginPassword');
  return (
    <Card aria-labelledby="pay-title">
      <h2 id="pay-title">{t('register.fields.paymentPassword')}</h2>
      <form onSubmit={submit} noValidate>
        <LoginPasswordField value={v.password} onChange={(password) => setV({ ...v, password })} error={save.error} />
        {has ? (
          <PaymentPasswordField
            label={t('security.currentPaymentPassword')}
            name="current"
            value={v.current}
            onChange={(current) => setV({ ...v, current })}
            error={wrong ? issueText(t, wrong) : null}
          />
        ) : null}
        <PaymentPasswordField
          label={t('security.newPaymentPassword')}
          name="next"
          value={v.next}
          onChange={(next) => setV({ ...v, next })}
          error={v.next && !sixDigits ? t('security.sixDigits') : null}
        />
        <PaymentPasswordField
          label={t('security.confirmPaymentPassword')}
          name="confirm"
          value={v.confirm}
          onChange={(confirm) => setV({ ...v, confirm })}
          error={v.confirm && v.confirm !== v.next ? t('form.issues.inconsistent') : null}
        />
        {done ? <p role="status">{t('security.saved')}</p> : null}
        {save.error && !shownByField ? <p className={fieldStyles.alert}>{errorText(t, save.error)}</p> : null}
        <Button type="submit" disabled={save.isPending}>
          {has ? t('security.changePaymentPassword') : t('security.setPaymentPassword')}
        </Button>
      </form>
    </Card>
  );
}
