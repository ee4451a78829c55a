import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@jade/contract/auth';
import { Button } from '@/components/ui/button';
import { TabSwitch } from '@/components/ui/tab-switch';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { freeplay, useSessionMutation } from '../api/recovery';
import { SOCIAL_ERROR_FLAG, startSocial, useSocialProviders } from '../api/social';
import { session } from '@/lib/storage';
import styles from './auth-forms.module.css';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';

type Props = {
  site: 'member' | 'agent';
  smsLogin: boolean;
  freePlay: boolean;
  onSuccess: (member: MemberInfo) => void;
  onRegister?: () => void;
  onForgot?: () => void;
};

/** The login modal's content: username tab, SMS tab when code login is on, free play when enabled. */
export function LoginPanel({ site, smsLogin, freePlay, onSuccess, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const trial = useSessionMutation(freeplay);
  const social = useSocialProviders();
  const [socialFailed] = useState(() => {
    const failed = session.get(SOCIAL_ERROR_FLAG) === '1';
    if (failed) session.set(SOCIAL_ERROR_FLAG, '0');
    return failed;
  });
  return (
    <div>
      {socialFailed ? (
        <p className={fieldStyles.alert} role="alert">
          {t('errors.SOCIAL_FAILED')}
        </p>
      ) : null}
      {smsLogin ? (
        <TabSwitch
          value={tab}
          onChange={setTab}
          tabs={[
            { value: 'username', label: t('auth.tabUsername') },
            { value: 'sms', label: t('auth.tabSms') },
          ]}
          label={t('auth.loginTitle')}
          listClassName={styles.tabs}
          tabClassName={styles.tab}
        >
          {tab === 'username' ? (
            <LoginForm site={site} onSuccess={onSuccess} />
          ) : (
            <SmsLoginForm site={site} onSuccess={onSuccess} />
          )}
        </TabSwitch>
      ) : (
        <LoginForm site={site} onSuccess={onSuccess} />
      )}
      {freePlay && site === 'member' ? (
        <div className={styles.actions}>
          {trial.error ? <p className={fieldStyles.alert}>{errorText(t, trial.error)}</p> : null}
          <Button
            variant="secondary"
            disabled={trial.isPending}
            onClick={() => trial.mutate(undefined, { onSuccess: (r) => onSuccess(r.member) })}
          >
            {t('auth.freePlay')}
          </Button>
        </div>
      ) : null}
      {site === 'member' && social.data && social.data.length > 0 ? (
        <div className={styles.actions}>
          <p className={styles.hint}>{t('auth.orContinueWith')}</p>
          {social.data.map((p) => (
            <Button key={p.id} variant="secondary" onClick={() => startSocial(p.id)}>
              {t('auth.continueWith', { name: p.name })}
            </Button>
          ))}
        </div>
      ) : null}
      <div className={styles.links}>
        {onForgot ? (
          <button type="button" className={styles.linkButton} onClick={onForgot}>
            {t('auth.forgotPassword')}
          </button>
        ) : null}
        {onRegister ? (
          <button type="button" className={styles.linkButton} onClick={onRegister}>
            {t('register.noAccount')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
