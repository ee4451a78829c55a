import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@jade/contract/catalog';
import { categoryPath, paths } from '@/config/paths';
import styles from './catalog.module.css';

const ICON: Record<string, string> = {
  home: '⌂',
  INHOUSE: 'JD',
  RNG: '7',
  LIVE: '♠',
  FISH: '≈',
  PVP: '♣',
  SPORTS: '⚽',
  ESPORTS: 'ES',
  COCKFIGHT: 'CF',
  LOTT: '#',
  ELOTT: 'e#',
  promotions: '%',
};

/**
 * Main navigation (spec §2): home, in-house, each category that has a vendor, then promotions.
 * The active item follows the route and the vassalage query.
 */
export function CategoryNav({
  categories,
  collapsed = false,
  label,
}: {
  categories: VendorCategory[];
  collapsed?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const vassalage = new URLSearchParams(location.search).get('vassalage');
  const items = [
    { key: 'home', to: paths.home, label: t('nav.home') },
    ...categories.map((c) => ({ key: c.gameCategory, to: categoryPath(c.gameCategory), label: t(`nav.${c.gameCategory}`) })),
    { key: 'promotions', to: paths.promotions, label: t('nav.promotions') },
  ];
  const isActive = (to: string) => {
    const [p, q] = to.split('?');
    if (location.pathname.toLowerCase() !== p!.toLowerCase()) return false;
    const wanted = new URLSearchParams(q ?? '').get('vassalage');
    return wanted === vassalage || (!wanted && vassalage !== 'INHOUSE');
  };
  return (
    <nav aria-label={label}>
      <ul className={styles.nav}>
        {items.map((i) => (
          <li key={i.key}>
            <Link
              to={i.to}
              className={styles.navLink}
              aria-current={isActive(i.to) ? 'page' : undefined}
              title={collapsed ? i.label : undefined}
            >
              <span className={styles.navIcon} aria-hidden="true">
                {ICON[i.key] ?? '•'}
              </span>
              <span className={collapsed ? 'visually-hidden' : undefined}>{i.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
