import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from 'radix-ui';
import type { VendorCategory, VendorSummary } from '@jade/contract/catalog';
import { vendorPath } from '@/config/paths';
import { assetUrl } from '@/lib/cdn';
import type { CategoryLauncher } from './category-nav';
import { isLargeMenu } from './nav-items';
import styles from './vendor-menu.module.css';

type Props = {
  categories: VendorCategory[];
  imageHost: string;
  onLaunch?: CategoryLauncher | undefined;
  /** Opened at once (the first click on the deferred trigger loaded it). */
  defaultOpen?: boolean;
  /** Take the focus at once (the deferred trigger had it). */
  autoFocus?: boolean;
};

/**
 * The header vendor menu (spec §2): every category's vendors in one dropdown, grouped under the
 * category names, switching to the large multi-column layout above 10 items. A vendor opens its
 * tab of the category page; the only vendor of a category launches like the main nav does.
 * Keyboard: Enter or arrow down opens it, arrows move, Escape closes.
 */
export function VendorMenu({ categories, imageHost, onLaunch, defaultOpen = false, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = categories.filter((c) => c.vendors.length > 0);
  const count = groups.reduce((n, c) => n + c.vendors.length, 0);
  if (count === 0) return null;
  const item = (c: VendorCategory, v: VendorSummary) => {
    const body = (
      <>
        <img src={assetUrl(imageHost, v.logoUrl)} alt="" width={60} height={24} loading="lazy" />
        <span>{v.name}</span>
        {v.maintenance ? <span className={styles.badge}>{t('nav.maintenance')}</span> : null}
      </>
    );
    const to = vendorPath(c.gameCategory, v.vassalage);
    if (c.vendors.length === 1 && c.gameCategory !== 'INHOUSE')
      return (
        <DropdownMenu.Item
          key={v.vassalage}
          className={styles.vendor}
          onSelect={() => {
            if (!onLaunch?.(c.gameCategory)) void navigate(to);
          }}
        >
          {body}
        </DropdownMenu.Item>
      );
    return (
      <DropdownMenu.Item key={v.vassalage} asChild className={styles.vendor}>
        <Link to={to}>{body}</Link>
      </DropdownMenu.Item>
    );
  };
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={styles.trigger} data-testid="vendor-menu" autoFocus={autoFocus}>
        {t('nav.providers')}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          data-large={isLargeMenu(count)}
          align="start"
          sideOffset={6}
          aria-label={t('nav.providers')}
        >
          {groups.map((c) => (
            <DropdownMenu.Group key={c.gameCategory} className={styles.group} aria-labelledby={`vendor-menu-${c.gameCategory}`}>
              <DropdownMenu.Label id={`vendor-menu-${c.gameCategory}`} className={styles.label}>
                {t(`nav.${c.gameCategory}`)}
              </DropdownMenu.Label>
              {c.vendors.map((v) => item(c, v))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
