import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useRevokeSession, useSecurity } from '../api/security';
import { AuthenticatorCard } from './authenticator-card';
import { PaymentPasswordCard } from './payment-password-card';
import { BindCard, ProfileCard } from './profile-cards';
import styles from './security-center.module.css';

/** Personal centre → my account: account details, password, authenticator app, sign-ins and sessions. */
/** `children`: more cards of the account's security, composed by the app (player protection). */
export function SecurityCenter({ onChangePassword, children }: { onChangePassword: () => void; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const security = useSecurity();
  const revoke = useRevokeSession();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  if (security.isPending) return <p>{t('common.loading')}</p>;
  if (security.isError) return <p className={fieldStyles.alert}>{errorText(t, security.error)}</p>;
  const s = security.data;
  const verified = (v: boolean) => <span className={styles.badge}>{v ? t('security.verified') : t('security.notVerified')}</span>;
  return (
    <div className={styles.page} data-testid="security-center">
      <h1>{t('security.title')}</h1>
      <Card aria-labelledby="account-title">
        <h2 id="account-title">{t('security.account')}</h2>
        <dl className={styles.rows}>
          <dt>{t('auth.username')}</dt>
          <dd>{s.account}</dd>
          <dt>{t('security.nickname')}</dt>
          <dd>{s.nickname}</dd>
          <dt>{t('register.fields.mobileNum')}</dt>
          <dd>
            {s.mobile ? (
              <>
                {s.mobile}
                {verified(s.mobileVerified)}
              </>
            ) : (
              t('security.notSet')
            )}
          </dd>
          <dt>{t('register.fields.email')}</dt>
          <dd>
            {s.email ? (
              <>
                {s.email}
                {verified(s.emailVerified)}
              </>
            ) : (
              t('security.notSet')
            )}
          </dd>
          <dt>{t('register.fields.paymentPassword')}</dt>
          <dd>{s.hasPaymentPassword ? t('security.set') : t('security.notSet')}</dd>
        </dl>
      </Card>
      <Card aria-labelledby="password-title">
        <h2 id="password-title">{t('auth.password')}</h2>
        <Button variant="secondary" onClick={onChangePassword}>
          {t('auth.changePassword')}
        </Button>
      </Card>
      <ProfileCard s={s} />
      <BindCard channel="sms" />
      <BindCard channel="email" />
      <PaymentPasswordCard has={s.hasPaymentPassword} />
      <AuthenticatorCard enabled={s.totpEnabled} />
      <Card aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('security.sessions')}</h2>
        <DataTable
          rows={s.sessions}
          columns={[
            { header: t('security.device'), cell: (x) => x.device },
            { header: t('security.ip'), cell: (x) => x.ip },
            { header: t('security.lastActive'), cell: (x) => when(x.lastSeenAt) },
            {
              header: '',
              key: 'actions',
              cell: (x) =>
                x.current ? (
                  t('security.thisDevice')
                ) : (
                  <Button variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(x.id)}>
                    {t('security.signOutDevice')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <Card aria-labelledby="history-title">
        <h2 id="history-title">{t('security.history')}</h2>
        {s.loginHistory.length === 0 ? (
          <p>{t('security.noHistory')}</p>
        ) : (
          <DataTable
            rows={s.loginHistory}
            columns={[
              { header: t('security.time'), cell: (h) => when(h.time) },
              { header: t('security.ip'), cell: (h) => h.ip },
              { header: t('security.device'), cell: (h) => h.device },
            ]}
          />
        )}
      </Card>
      {children}
    </div>
  );
}
