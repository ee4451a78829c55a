import { lazy, memo, Suspense } from 'react';
import { Link } from 'react-router';
import { WhenVisible } from '@/components/ui/when-visible';
import { useTranslation } from 'react-i18next';
import type { VendorCategory } from '@jade/contract/catalog';
import type { SiteConfig } from '@jade/contract/system';
import { paths } from '@/config/paths';
import { useMember } from '@/features/auth/api/get-member-info';
import { CategoryNav, type CategoryLauncher } from '@/features/catalog/components/category-nav';
import { useBanners } from '@/features/home/api/get-banners';
import { useReferralAvailable } from '@/features/referral/api/get-referral-available';
import { ContactList } from '@/features/system/components/contact-list';
import { LanguageSelector } from '@/features/system/components/language-selector';
import { ThemeToggle } from '@/features/system/components/theme-toggle';
import { assetUrl } from '@/lib/cdn';
import { centrePath } from '../member-centre';
import styles from './root-layout.module.css';

// The QR codes (and their encoder) load after the page, beside the menu that shows them.
const AppDownload = lazy(() => import('@/features/system/components/app-download').then((m) => ({ default: m.AppDownload })));

type Props = {
  id: string;
  categories: VendorCategory[];
  config: SiteConfig | undefined;
  imageHost: string;
  collapsed: boolean;
  open: boolean;
  onLaunch: CategoryLauncher;
};

/**
 * The reward-centre entry: the w_leftmenu banner when the operator set one, else a plain link. It
 * leads to the personal centre's reward centre (a guest is asked to log in there).
 */
const RewardCentre = memo(function RewardCentre({ imageHost }: { imageHost: string }) {
  const { t, i18n } = useTranslation();
  const banner = useBanners('w_leftmenu', i18n.language).data?.[0];
  return (
    <Link className={banner ? styles.sideBanner : styles.sideLink} to={centrePath('rewardCenter')} data-testid="reward-centre">
      {banner ? (
        <img src={assetUrl(imageHost, banner.url)} alt={t('sideMenu.rewardCentre')} width={276} height={92} />
      ) : (
        t('sideMenu.rewardCentre')
      )}
    </Link>
  );
});

/**
 * The side menu (spec §2): categories (the active item follows the route and the vassalage query)
 * and the pinned table categories, the reward centre, invite friends — agents get the register
 * centre instead —, the app QR codes, the contacts configured and the language selector.
 */
export const SideMenu = memo(function SideMenu({ id, categories, config, imageHost, collapsed, open, onLaunch }: Props) {
  const { t } = useTranslation();
  const { member } = useMember();
  // Guests sign up to invite; members open invite friends in the personal centre, while it is offered.
  const referral = useReferralAvailable().data === true;
  // Jade's own live chat (a LIVECHAT entry with a path on this site) opens here, before the channels.
  const liveChat = config?.customerService.find((c) => c.type === 'LIVECHAT' && c.path.startsWith('/'));
  const invite = member?.isAgent
    ? { to: `${paths.agentHome}?page=registerCenter`, label: t('sideMenu.registerCentre') }
    : referral
      ? { to: member ? centrePath('referral') : paths.register, label: t('sideMenu.inviteFriends') }
      : null;
  return (
    <aside
      id={id}
      className={styles.side}
      data-collapsed={collapsed}
      data-open={open}
      aria-label={t('sideMenu.label')}
      data-testid="side-menu"
      data-print="hide"
    >
      {/* Phones: the theme switch the header has no room for, first in the drawer. */}
      <div className={styles.narrowOnly}>
        <ThemeToggle />
      </div>
      <CategoryNav categories={categories} collapsed={collapsed} label={t('nav.main')} onLaunch={onLaunch} />
      {collapsed ? null : (
        <>
          <div className={styles.sideSection}>
            <RewardCentre imageHost={imageHost} />
          </div>
          {invite ? (
            <div className={styles.sideSection}>
              <Link className={styles.sideLink} to={invite.to} data-testid="invite-entry">
                {invite.label}
              </Link>
            </div>
          ) : null}
          {config && config.resources.length > 0 ? (
            <section className={styles.sideSection}>
              <h2>{t('sideMenu.appDownload')}</h2>
              <WhenVisible minHeight={150}>
                <Suspense fallback={null}>
                  <AppDownload resources={config.resources} />
                </Suspense>
              </WhenVisible>
              <Link className={styles.sideLink} to={paths.appDownload} data-testid="app-download-entry">
                {t('sideMenu.installGuides')}
              </Link>
            </section>
          ) : null}
          {config && config.customerService.length > 0 ? (
            <section className={styles.sideSection}>
              <h2>{t('sideMenu.contacts')}</h2>
              {liveChat ? (
                <Link className={styles.sideLink} to={liveChat.path} data-testid="live-chat-entry">
                  {t('sideMenu.liveChat')}
                </Link>
              ) : null}
              {config.customerService.some((c) => !c.path.startsWith('/')) ? (
                <ContactList channels={config.customerService} />
              ) : null}
            </section>
          ) : null}
          <section className={styles.sideSection}>
            <LanguageSelector />
          </section>
        </>
      )}
    </aside>
  );
});
