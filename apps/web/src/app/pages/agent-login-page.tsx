import { useEffect } from 'react';
import { Navigate, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMember } from '@/features/auth/api/get-member-info';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { LanguageSelector } from '@/features/system/components/language-selector';
import { ThemeToggle } from '@/features/system/components/theme-toggle';
import { paths } from '@/config/paths';
import { enabledFlags } from '@/lib/flags';
import { hideBootLoader } from '../boot-loader';
import { useModals } from '../modals';
import { useSite } from '../use-site';
import styles from './agent-login-page.module.css';

/** /agent: the agent login page — no side menu or header, the agent form and fixed marketing copy. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const { afterLogin } = useModals();
  const { config } = useSite();
  const { member } = useMember();
  useEffect(() => hideBootLoader(), []);
  if (member?.isAgent) return <Navigate to={paths.agentHome} replace />;
  const flags = enabledFlags(config.data?.whitelabel);
  return (
    <main className={styles.page} data-testid="agent-login-page">
      <section className={styles.copy}>
        <h1>{config.data?.merchant.name ?? t('brand.name')}</h1>
        <p className={styles.tagline}>{t('auth.agentTagline')}</p>
        <ul>
          {t('auth.agentPoints')
            .split('|')
            .map((p) => (
              <li key={p}>{p}</li>
            ))}
        </ul>
        <p className={styles.support}>{t('auth.agentSupport')}</p>
      </section>
      <section className={styles.card} aria-labelledby="agent-login-title">
        <div className={styles.tools}>
          <LanguageSelector compact />
          <ThemeToggle />
        </div>
        <h2 id="agent-login-title">{t('auth.agentLoginTitle')}</h2>
        <LoginPanel
          site="agent"
          smsLogin={flags.has('MOBILEVERCODELOGIN3')}
          freePlay={false}
          onSuccess={(m) => afterLogin(m, { agentPage: true })}
        />
        <p>
          <Link to={paths.home}>{t('auth.backToSite')}</Link>
        </p>
      </section>
    </main>
  );
}
