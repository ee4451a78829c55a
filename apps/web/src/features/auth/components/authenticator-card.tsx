import { useState, type FormEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldIssue } from '@/lib/errors';
import { useTotpDisable, useTotpEnable, useTotpSetup } from '../api/security';
import { LoginPasswordField } from './login-password-field';
import styles from './security-center.module.css';

/** The authenticator app (TOTP): scan the QR code, confirm a code and the login password, keep the recovery codes. */
export function AuthenticatorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const disable = useTotpDisable();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const error = setup.error ?? enable.error ?? disable.error;
  const codeIssue = error instanceof ApiError && error.code === 'CODE_INVALID' ? t('errors.CODE_INVALID') : null;
  const passwordIssue = fieldIssue(error, 'loginPassword');

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim() || !password) return;
    enable.mutate(
      { code: code.trim(), loginPassword: password },
      { onSuccess: (r) => (setCodes(r.codes), setCode(''), setPassword('')) },
    );
  };
  const turnOff = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    disable.mutate(code.trim(), { onSuccess: () => setCode('') });
  };

  return (
    <Card aria-labelledby="totp-title">
      <h2 id="totp-title">
        {t('security.authenticator')}
        <span className={`${styles.badge} ${enabled ? styles.on : ''}`}>{enabled ? t('security.on') : t('security.off')}</span>
      </h2>
      {error && !codeIssue && !passwordIssue ? <p className={fieldStyles.alert}>{errorText(t, error)}</p> : null}
      {codes ? (
        <div role="status">
          <p>{t('security.recoveryCodesIntro')}</p>
          <div className={styles.codes} data-testid="recovery-codes">
            {codes.map((c) => (
              <span key={c}>{c}</span>
            ))}
          </div>
          <p>
            <Button variant="secondary" onClick={() => setCodes(null)}>
              {t('security.savedCodes')}
            </Button>
          </p>
        </div>
      ) : enabled ? (
        <form onSubmit={turnOff} noValidate>
          <p>{t('security.authenticatorOnText')}</p>
          <TextField
            label={t('security.codeToTurnOff')}
            name="code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeIssue}
          />
          <Button type="submit" variant="secondary" disabled={disable.isPending}>
            {t('security.turnOff')}
          </Button>
        </form>
      ) : setup.data ? (
        <form onSubmit={confirm} noValidate>
          <p>{t('security.scanIntro')}</p>
          <p className={styles.qr}>
            <QRCodeSVG value={setup.data.otpauthUri} size={LIMITS.qrCodeSize * 1.5} title={t('security.qrTitle')} />
          </p>
          <p>
            {t('security.orEnterKey')}{' '}
            <span className={styles.secret} data-testid="totp-secret">
              {setup.data.secret}
            </span>
          </p>
          <TextField
            label={t('security.codeFromApp')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeIssue}
          />
          <LoginPasswordField value={password} onChange={setPassword} error={enable.error} />
          <Button type="submit" disabled={enable.isPending}>
            {t('security.turnOn')}
          </Button>
        </form>
      ) : (
        <>
          <p>{t('security.authenticatorOffText')}</p>
          <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
            {t('security.setUp')}
          </Button>
        </>
      )}
    </Card>
  );
}
