import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@jade/contract/auth';
import { Button } from '@/components/ui/button';
import { CaptchaImage } from '@/components/ui/captcha-image';
import { Checkbox } from '@/components/ui/checkbox';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldIssue } from '@/lib/errors';
import { getCaptcha } from '@/lib/queries/captcha';
import { REMEMBER_FLAG, REMEMBERED_USERNAME } from '../api/restore-session';
import { local } from '@/lib/storage';
import { useLogin } from '../api/login';
import styles from './auth-forms.module.css';

type Props = {
  site: 'member' | 'agent';
  onSuccess: (member: MemberInfo) => void;
};

/** Username and password sign-in; the captcha appears once the server asks for it. */
export function LoginForm({ site, onSuccess }: Props) {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState(() => (site === 'member' ? (local.get(REMEMBERED_USERNAME) ?? '') : ''));
  const [remember, setRemember] = useState(() => site === 'member' && local.get(REMEMBER_FLAG) === '1');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  // Set when the server asks for a second factor: 'sms:+97***001', 'email:de***@…' or 'totp:'.
  const [twoFactor, setTwoFactor] = useState<string | null>(null);
  const [twoFactorCode, setTwoFactorCode] = useState('');

  const refreshCaptcha = () => {
    setCaptchaAnswer('');
    getCaptcha()
      .then((c) => setCaptcha({ id: c.captchaId, image: c.image }))
      .catch(() => setCaptcha(null));
  };

  const required = (v: string) => (touched && !v.trim() ? t('form.required') : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || (captcha && !captchaAnswer.trim()) || (twoFactor && !twoFactorCode.trim())) return;
    login.mutate(
      {
        username: username.trim(),
        password,
        site,
        ...(captcha ? { captchaId: captcha.id, captcha: captchaAnswer } : {}),
        ...(twoFactor ? { twoFactorCode: twoFactorCode.trim() } : {}),
        remember: site === 'member' && remember,
      },
      {
        onSuccess: (res) => {
          if (site === 'member') {
            local.set(REMEMBER_FLAG, remember ? '1' : '0');
            local.set(REMEMBERED_USERNAME, remember ? username.trim() : '');
          }
          onSuccess(res.member);
        },
        onError: (err) => {
          const second = fieldIssue(err, 'twoFactorCode');
          if (err instanceof ApiError && err.code === 'AUTH_2FA_REQUIRED' && second) setTwoFactor(second);
          if (fieldIssue(err, 'captcha') || (err instanceof ApiError && err.code === 'AUTH_CAPTCHA_INVALID')) refreshCaptcha();
        },
      },
    );
  };

  const failed = login.error instanceof ApiError && login.error.code === 'AUTH_2FA_REQUIRED' ? null : login.error;
  const [method, where] = (twoFactor ?? ':').split(/:(.*)/s);
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failed ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, failed)}
        </p>
      ) : null}
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        value={username}
        maxLength={64}
        onChange={(e) => setUsername(e.target.value)}
        error={required(username)}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        revealable
        value={password}
        maxLength={128}
        onChange={(e) => setPassword(e.target.value)}
        error={required(password)}
      />
      {captcha ? (
        <div className={styles.row}>
          <TextField
            label={t('form.captcha')}
            name="captcha"
            autoComplete="off"
            inputMode="text"
            value={captchaAnswer}
            maxLength={8}
            onChange={(e) => setCaptchaAnswer(e.target.value)}
            error={touched && !captchaAnswer.trim() ? t('form.enterCaptcha') : null}
          />
          <div className={fieldStyles.field}>
            <CaptchaImage src={captcha.image} onRefresh={refreshCaptcha} />
          </div>
        </div>
      ) : null}
      {twoFactor ? (
        <>
          <p className={styles.hint} role="status">
            {method === 'totp' ? t('auth.twoFactorTotp') : t('auth.twoFactorSent', { destination: where })}
          </p>
          <TextField
            label={t('auth.twoFactorCode')}
            name="twoFactorCode"
            autoComplete="one-time-code"
            inputMode={method === 'totp' ? 'text' : 'numeric'}
            value={twoFactorCode}
            maxLength={20}
            onChange={(e) => setTwoFactorCode(e.target.value)}
            error={touched && !twoFactorCode.trim() ? t('form.required') : null}
          />
        </>
      ) : null}
      {site === 'member' ? <Checkbox label={t('auth.rememberMe')} checked={remember} onChange={setRemember} /> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={login.isPending}>
          {login.isPending ? t('common.loading') : t('auth.login')}
        </Button>
      </div>
    </form>
  );
}
