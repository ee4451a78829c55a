import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '@jade/contract/countries';
import type { SecurityOverview } from '@jade/contract/auth';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { WarningDialog } from '@/components/ui/warning-dialog';
import { ApiError } from '@/lib/api-client';
import { errorNumber, errorText, fieldIssue } from '@/lib/errors';
import { issueText } from '@/lib/field-messages';
import { sendBindCode, useBind, useUpdateProfile } from '../api/security';
import { LoginPasswordField } from './login-password-field';
import styles from './security-center.module.css';

/** Nickname, real name and birthday. */
export function ProfileCard({ s }: { s: SecurityOverview }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [v, setV] = useState({ nickname: s.nickname, realName: s.realName ?? '', birthday: s.birthday ?? '' });
  const [saved, setSaved] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    update.mutate(
      { nickname: v.nickname.trim(), realName: v.realName.trim(), ...(v.birthday ? { birthday: v.birthday } : {}) },
      { onSuccess: () => setSaved(true) },
    );
  };
  const age = fieldIssue(update.error, 'birthday');
  return (
    <Card aria-labelledby="profile-title">
      <h2 id="profile-title">{t('security.profile')}</h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('security.nickname')}
          name="nickname"
          maxLength={24}
          value={v.nickname}
          onChange={(e) => setV({ ...v, nickname: e.target.value })}
          error={!v.nickname.trim() ? t('form.required') : fieldIssue(update.error, 'nickname') ? t('form.issues.invalid') : null}
        />
        <TextField
          label={t('security.realName')}
          name="realName"
          maxLength={60}
          value={v.realName}
          onChange={(e) => setV({ ...v, realName: e.target.value })}
        />
        <TextField
          label={t('security.birthday')}
          name="birthday"
          type="date"
          value={v.birthday}
          onChange={(e) => setV({ ...v, birthday: e.target.value })}
          error={
            age
              ? update.error instanceof ApiError && update.error.code === 'AGE_TOO_LOW'
                ? t('register.ageRequired', { age: errorNumber(update.error, 'birthday') ?? LIMITS.minimumAge })
                : t('form.issues.invalid')
              : null
          }
        />
        {saved ? <p role="status">{t('security.saved')}</p> : null}
        <Button type="submit" disabled={update.isPending || !v.nickname.trim()}>
          {t('security.save')}
        </Button>
      </form>
    </Card>
  );
}

/** Bind or change the mobile number or e-mail, proven by a code sent there and the login password. */
export function BindCard({ channel }: { channel: 'sms' | 'email' }) {
  const { t } = useTranslation();
  const bind = useBind();
  const [v, setV] = useState({
    countryDialingCode: COUNTRIES[0]!.countryDialingCode,
    mobileNum: '',
    email: '',
    code: '',
    password: '',
  });
  const [sent, setSent] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const dest =
    channel === 'sms'
      ? { loginPassword: v.password, channel, countryDialingCode: v.countryDialingCode, mobileNum: v.mobileNum.trim() }
      : { loginPassword: v.password, channel, email: v.email.trim() };
  const send = async () => {
    setSendError(null);
    try {
      const res = await sendBindCode(dest);
      setSent(res.expiredMinutes);
    } catch (err) {
      // A wrong login password is shown under its field; anything else in the dialog.
      if (fieldIssue(err, 'loginPassword')) setSendError(err);
      else setFailure(errorText(t, err));
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!v.code.trim()) return;
    bind.mutate(
      { ...dest, code: v.code.trim() },
      { onSuccess: () => (setDone(true), setSent(0), setV({ ...v, code: '', password: '' })) },
    );
  };
  const title = channel === 'sms' ? t('security.bindMobile') : t('security.bindEmail');
  const codeIssue = fieldIssue(bind.error, 'code');
  const passwordError = bind.error ?? sendError;
  return (
    <Card aria-label={title}>
      <h2>{title}</h2>
      <form onSubmit={submit} noValidate>
        {channel === 'sms' ? (
          <div className={styles.row}>
            <label className={fieldStyles.label}>
              <span className="visually-hidden">{t('register.dialingCode')}</span>
              <select
                className={fieldStyles.select}
                value={v.countryDialingCode}
                onChange={(e) => setV({ ...v, countryDialingCode: e.target.value })}
                aria-label={t('register.dialingCode')}
              >
                {COUNTRIES.map((c) => (
                  <option key={c.countryCode} value={c.countryDialingCode}>
                    {c.countryCode} {c.countryDialingCode}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t('security.newMobile')}
              name="mobileNum"
              type="tel"
              inputMode="numeric"
              value={v.mobileNum}
              onChange={(e) => setV({ ...v, mobileNum: e.target.value })}
            />
          </div>
        ) : (
          <TextField
            label={t('security.newEmail')}
            name="email"
            type="email"
            value={v.email}
            onChange={(e) => setV({ ...v, email: e.target.value })}
          />
        )}
        <LoginPasswordField value={v.password} onChange={(password) => setV({ ...v, password })} error={passwordError} />
        <Button
          variant="secondary"
          onClick={() => void send()}
          disabled={!v.password || (channel === 'sms' ? !v.mobileNum.trim() : !v.email.trim())}
        >
          {t('register.getCode')}
        </Button>
        {sent > 0 ? (
          <>
            <p role="status">{t('security.codeSent', { minutes: sent })}</p>
            <TextField
              label={t('security.verificationCode')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={v.code}
              onChange={(e) => setV({ ...v, code: e.target.value })}
              error={codeIssue ? issueText(t, codeIssue) : null}
            />
            <Button type="submit" disabled={bind.isPending || !v.password}>
              {t('security.verify')}
            </Button>
          </>
        ) : null}
        {done ? <p role="status">{t('security.bound')}</p> : null}
        {bind.error && !codeIssue && !fieldIssue(bind.error, 'loginPassword') ? (
          <p className={fieldStyles.alert}>{errorText(t, bind.error)}</p>
        ) : null}
      </form>
      <WarningDialog
        open={failure !== null}
        title={t('auth.promptTitle')}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </Card>
  );
}
