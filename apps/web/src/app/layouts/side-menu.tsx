import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@jade/contract/catalog';
import type { SiteConfig } from '@jade/contract/system';
import { paths } from '@/config/paths';
import { CategoryNav } from '@/features/catalog/components/category-nav';
import { AppDownload } from '@/features/system/components/app-download';
import { ContactList } from '@/features/system/components/contact-list';
import { LanguageSelector } from '@/features/system/components/language-selector';
import styles from './root-layout.module.css';

type Props = {
  id: string;
  categories: VendorCategory[];
  config: SiteConfig | undefined;
  collapsed: boolean;
  open: boolean;
};

/** The side menu (spec §2): categories, reward centre, invite friends, app QR codes, contacts, language. */
export function SideMenu({ id, categories, config, collapsed, open }: Props) {
  const { t } = useTranslation();
  return (
    <aside
      id={id}
      className={styles.side}
      data-collapsed={collapsed}
      data-open={open}
      aria-label={t('sideMenu.label')}
      data-testid="side-menu"
    >
      <CategoryNav categories={categories} collapsed={collapsed} label={t('nav.main')} />
      {collapsed ? null : (
        <>
          <div className={styles.sideSection}>
            <Link className={styles.sideLink} to={paths.promotions}>
              {t('sideMenu.rewardCentre')}
            </Link>
          </div>
          <div className={styles.sideSection}>
            <Link className={styles.sideLink} to={paths.register}>
              {t('sideMenu.inviteFriends')}
            </Link>
          </div>
          {config && config.resources.length > 0 ? (
            <section className={styles.sideSection}>
              <h2>{t('sideMenu.appDownload')}</h2>
              <AppDownload resources={config.resources} />
            </section>
          ) : null}
          {config && config.customerService.length > 0 ? (
            <section className={styles.sideSection}>
              <h2>{t('sideMenu.contacts')}</h2>
              <ContactList channels={config.customerService} />
            </section>
          ) : null}
          <section className={styles.sideSection}>
            <LanguageSelector />
          </section>
        </>
      )}
    </aside>
  );
}
