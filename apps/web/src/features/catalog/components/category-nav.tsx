import { memo, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory, VendorCategory } from '@jade/contract/catalog';
import { buildNavItems, isNavActive, PINNED_ENTRIES, type NavItem } from './nav-items';
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
  JP: '$',
  TG: '♦',
  AC: '◎',
};

/** Launches a category's single vendor; false when its launch item is not known (then the page opens). */
export type CategoryLauncher = (category: GameCategory) => boolean;

type Props = {
  categories: VendorCategory[];
  collapsed?: boolean;
  label: string;
  onLaunch?: CategoryLauncher | undefined;
};

/**
 * Main navigation (spec §2): home, in-house, each category that has a vendor, then promotions;
 * below it the pinned jackpot, table-games and arcade entries. The active item follows the route
 * and the vassalage query. A single-vendor category launches its vendor instead of opening the page.
 */
export const CategoryNav = memo(function CategoryNav({ categories, collapsed = false, label, onLaunch }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const active = (to: string) => isNavActive(to, location.pathname, location.search);
  const onClick = (item: NavItem) => (e: MouseEvent) => {
    if (item.launch && onLaunch?.(item.launch.category)) e.preventDefault();
  };
  const entry = (key: string, to: string, text: string, item?: NavItem) => (
    <li key={key}>
      <Link
        to={to}
        className={styles.navLink}
        aria-current={active(to) ? 'page' : undefined}
        title={collapsed ? text : undefined}
        data-launch={item?.launch ? 'true' : undefined}
        onClick={item ? onClick(item) : undefined}
      >
        <span className={styles.navIcon} aria-hidden="true">
          {ICON[key] ?? '•'}
        </span>
        <span className={collapsed ? 'visually-hidden' : undefined}>{text}</span>
      </Link>
    </li>
  );
  return (
    <>
      <nav aria-label={label}>
        <ul className={styles.nav}>{buildNavItems(categories).map((i) => entry(i.key, i.to, t(`nav.${i.key}`), i))}</ul>
      </nav>
      <nav aria-label={t('nav.pinned')} className={styles.pinned}>
        <ul className={styles.nav}>{PINNED_ENTRIES.map((p) => entry(p.key, p.to, t(`nav.${p.key}`)))}</ul>
      </nav>
    </>
  );
});
