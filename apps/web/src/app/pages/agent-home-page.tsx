import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useCentre } from '@/features/agent/api/get-centre';
import { AgentClock } from '@/features/agent/components/agent-clock';
import { enabledFlags } from '@/lib/flags';
import { paths } from '@/config/paths';
import { DEFAULT_AGENT_PAGE, visibleEntries, type AgentEntry } from '../agent-centre';
import { hideBootLoader } from '../boot-loader';
import { useModals } from '../modals';
import { useSite } from '../use-site';
import styles from './agent-home-page.module.css';

/**
 * /agentHome: the agent centre (spec §2) — a header with the live clock, nickname, support hours
 * and sign-out, the menu in the spec's order, and the chosen page (`?page=`).
 */
export function AgentHomePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const modals = useModals();
  const { config } = useSite();
  const centre = useCentre();
  useEffect(() => hideBootLoader(), []);
  const agentPolicy = enabledFlags(config.data?.whitelabel).has('AGENTPOLICY3');
  const entries = centre.data ? visibleEntries(centre.data, agentPolicy) : [];
  const pages = entries.filter((e): e is Extract<AgentEntry, { kind: 'page' }> => e.kind === 'page');
  const current = pages.find((p) => p.name === params.get('page')) ?? pages.find((p) => p.name === DEFAULT_AGENT_PAGE);
  const liveChat = config.data?.customerService.find((c) => c.type === 'LIVECHAT' && c.path.startsWith('/'));
  const support = liveChat ?? config.data?.customerService[0];

  const item = (e: AgentEntry) => {
    const label = t(`agent.menu.${e.name}`);
    switch (e.kind) {
      case 'page':
        return (
          <button
            type="button"
            className={styles.item}
            aria-current={current?.name === e.name ? 'page' : undefined}
            onClick={() => setParams({ page: e.name })}
          >
            {label}
          </button>
        );
      case 'link':
        return (
          <Link className={styles.item} to={e.to}>
            {label}
          </Link>
        );
      case 'modal':
        return (
          <button type="button" className={styles.item} onClick={() => modals.open('announcements')}>
            {label}
          </button>
        );
      case 'support':
        if (!support) return <span className={styles.item}>{label}</span>;
        return support.path.startsWith('/') ? (
          <Link className={styles.item} to={support.path}>
            {label}
          </Link>
        ) : (
          <a className={styles.item} href={support.path} target="_blank" rel="noreferrer noopener">
            {label}
          </a>
        );
    }
  };

  return (
    <div className={styles.shell} data-testid="agent-home">
      <header className={styles.header}>
        <p className={styles.brand}>
          <Link to={paths.home} style={{ color: 'inherit' }}>
            {config.data?.merchant.name ?? t('brand.name')}
          </Link>{' '}
          · {t('agent.centreTitle')}
        </p>
        <div className={styles.meta}>
          <AgentClock />
          {centre.data ? <span data-testid="agent-nickname">{t('agent.hello', { nickname: centre.data.nickname })}</span> : null}
          <button type="button" className={styles.signOut} onClick={() => modals.open('logout')}>
            {t('agent.signOut')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.menu} aria-label={t('agent.menuLabel')}>
          <ul>
            {entries.map((e) => (
              <li key={e.name}>{item(e)}</li>
            ))}
          </ul>
          <p className={styles.support}>{t('agent.supportHours')}</p>
        </nav>
        <main className={styles.main}>
          <QueryState query={centre} empty={false} emptyText="">
            {centre.data && current ? (
              <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
                <current.Component centre={centre.data} />
              </Suspense>
            ) : null}
          </QueryState>
        </main>
      </div>
    </div>
  );
}
