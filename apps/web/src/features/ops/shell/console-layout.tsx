import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { Button } from '@/components/ui/button';
import { FinanceBadge } from '../finance/finance-badge';
import { opsLogout, opsSessionQuery, type OpsMe } from '../api/ops-api';
import { mayOpen, OPS_PAGES, opsPath } from './nav';
import styles from './console.module.css';

/** Counts shown next to a menu entry (a live queue), by entry. */
const BADGES: Partial<Record<string, () => ReactNode>> = { finance: () => <FinanceBadge /> };

/**
 * The console's frame: a header with the operator and sign-out, the menu of the pages the
 * operator's role opens (a drawer on phones), and the page.
 */
export function ConsoleLayout({ me, children }: { me: OpsMe; children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The drawer is open on the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const signOut = async () => {
    await opsLogout().catch(() => undefined);
    // Whatever the pages fetched goes with the session; the session's own answer becomes "nobody".
    queryClient.removeQueries({ queryKey: ['ops'], predicate: (q) => q.queryKey[1] !== 'session' });
    queryClient.setQueryData(opsSessionQuery.queryKey, null);
  };
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls="ops-nav"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? t('ops.shell.closeMenu') : t('ops.shell.menu')}
        </button>
        <span className={styles.brand}>{t('ops.shell.brand')}</span>
        <span className={styles.me} data-testid="ops-me">
          {t('ops.shell.signedInAs', { name: me.name, role: t(`ops.shell.roles.${me.role}`) })}
        </span>
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('ops.shell.signOut')}
        </Button>
      </header>
      <nav id="ops-nav" className={clsx(styles.nav, open && styles.navOpen)} aria-label={t('ops.shell.title')}>
        <ul>
          {OPS_PAGES.filter((p) => mayOpen(me.role, p)).map((p) => (
            <li key={p.label}>
              <NavLink to={opsPath(p.path)} end={p.path === ''} className={({ isActive }) => clsx(isActive && styles.active)}>
                {t(`ops.shell.nav.${p.label}`)}
                {BADGES[p.label]?.()}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
