import clsx from 'clsx';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorLane } from '@jade/contract/catalog';
import styles from './games.module.css';

export type VendorTab = Pick<VendorLane, 'vassalage' | 'name' | 'maintenance'>;

/**
 * The vendor tabs of a game page, driven by the `vassalage` query (spec §2): a tab is a link that
 * changes only that parameter, so the address can be shared and Back returns to the last vendor.
 */
export function VendorTabs({ tabs, current }: { tabs: VendorTab[]; current: string | undefined }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (vassalage?: string) => {
    const next = new URLSearchParams(params);
    if (vassalage) next.set('vassalage', vassalage);
    else next.delete('vassalage');
    const q = next.toString();
    return { search: q ? `?${q}` : '' };
  };
  const all: VendorTab = { vassalage: '', name: t('games.list.allVendors'), maintenance: false };
  return (
    <nav aria-label={t('games.list.vendors')}>
      <ul className={styles.tabs}>
        {[all, ...tabs].map((tab) => {
          const active = (current ?? '') === tab.vassalage;
          return (
            <li key={tab.vassalage || 'all'}>
              <Link
                to={to(tab.vassalage || undefined)}
                className={clsx(styles.tab, active && styles.tabOn)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
              >
                {tab.name}
                {tab.maintenance ? <span className={styles.tabNote}>{t('games.card.maintenance')}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
