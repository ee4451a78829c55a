import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { OperatorLoginResponse } from '@jade/contract/operators';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { opsLogin, opsSessionQuery, opsTotpSetup } from '../api/ops-api';
import styles from './console.module.css';

type Setup = NonNullable<OperatorLoginResponse['setup']>;

/**
 * The console's sign-in: name and password, then the authenticator's code — or, the first time,
 * the authenticator to set up (its QR code and key) and its first code. The session lands in an
 * httpOnly cookie; the page then reads who is signed in.
 */
export function SignInPage({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  const signedIn = async (res: OperatorLoginResponse) => {
    if (res.setup) {
      setSetup(res.setup);
      setCode('');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['ops'] });
    await queryClient.refetchQueries(opsSessionQuery);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      if (setup) await signedIn(await opsTotpSetup({ setupToken: setup.setupToken, code: code.trim() }));
      else await signedIn(await opsLogin({ username: username.trim(), password, ...(askCode ? { code: code.trim() } : {}) }));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'OPS_TOTP_REQUIRED' && !askCode) setAskCode(true);
      else setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  const restart = () => {
    setSetup(null);
    setAskCode(false);
    setCode('');
    setPassword('');
    setProblem(null);
  };
  const message = problem ? errorText(t, problem) : null;

  return (
    <main className={styles.signInPage}>
      <form className={styles.signInCard} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.brand}>{t('ops.shell.brand')}</p>
        <h1>{setup ? t('ops.shell.signIn.setupHeading') : t('ops.shell.signIn.heading')}</h1>
        {expired && !problem ? (
          <p className={styles.notice} role="status">
            {t('ops.shell.expired')}
          </p>
        ) : null}
        {setup ? (
          <>
            <p className={styles.muted}>{t('ops.shell.signIn.setupText')}</p>
            <div className={styles.qr}>
              <QRCodeSVG value={setup.otpauthUri} size={176} marginSize={2} title={t('ops.shell.signIn.setupHeading')} />
            </div>
            <p>
              {t('ops.shell.signIn.secret')}: <code data-testid="ops-totp-secret">{setup.secret}</code>
            </p>
          </>
        ) : (
          <>
            <TextField
              label={t('ops.shell.signIn.username')}
              autoComplete="username"
              value={username}
              maxLength={64}
              required
              readOnly={askCode}
              onChange={(e) => setUsername(e.target.value)}
            />
            <TextField
              label={t('ops.shell.signIn.password')}
              type="password"
              revealable
              autoComplete="current-password"
              value={password}
              maxLength={128}
              required
              readOnly={askCode}
              onChange={(e) => setPassword(e.target.value)}
            />
          </>
        )}
        {setup || askCode ? (
          <>
            <TextField
              label={t('ops.shell.signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              value={code}
              maxLength={6}
              autoFocus
              required
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <p className={styles.muted}>{t('ops.shell.signIn.codeHint')}</p>
          </>
        ) : null}
        {message ? (
          <p className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        <Button type="submit" disabled={busy || (setup || askCode ? code.length !== 6 : !username.trim() || !password)}>
          {setup ? t('ops.shell.signIn.confirm') : t('ops.shell.signIn.submit')}
        </Button>
        {setup || askCode ? (
          <Button variant="ghost" onClick={restart}>
            {t('ops.shell.signIn.restart')}
          </Button>
        ) : null}
      </form>
    </main>
  );
}
