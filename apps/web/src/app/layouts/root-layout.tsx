import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_SECTION } from '@jade/contract/help-sections';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { useRealtime } from '@/lib/realtime';
import { useMember } from '@/features/auth/api/get-member-info';
import { isGamePage, paths } from '@/config/paths';
import { VendorLogos } from '@/features/catalog/components/vendor-logos';
import { DeferredVendorMenu } from '@/features/catalog/components/deferred-vendor-menu';
import { BalanceChip } from '@/features/wallet/components/balance-chip';
import { useLiveBalance } from '@/features/wallet/hooks/use-live-balance';
import { MessagesBell } from '@/features/messages/components/messages-bell';
import { useLiveUnread } from '@/features/messages/hooks/use-live-unread';
import { ThemeToggle } from '@/features/system/components/theme-toggle';
import { hideBootLoader } from '../boot-loader';
import { centrePath } from '../member-centre';
import { ModalHost, useModals } from '../modals';
import { CategoryLanes, useCategoryLaunch } from '../use-category-launch';
import { useSite } from '../use-site';
import styles from './root-layout.module.css';

/** The reality check loads for a signed-in member only (a guest's first load does without it). */
const RealityCheck = lazy(() => import('../reality-check'));
const SelfExcluded = lazy(() => import('../self-excluded'));

// Signed-in members only: guests never download the menu primitive.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
import { SideMenu } from './side-menu';

const SIDE_ID = 'side-menu';

/** Root layout: header, collapsible side menu (hidden on game pages), footer and scroll-to-top. */
function Shell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { config, imageHost, categories } = useSite();
  const [collapsed, setCollapsed] = useState(false);
  // The mobile drawer is open for one location: navigating closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const mobileOpen = openAt === location.key;
  const [showTop, setShowTop] = useState(false);
  const gamePage = isGamePage(location.pathname);
  const { member, token, isLoading: memberLoading } = useMember();
  // One live-events socket per signed-in tab; it keeps the header balance current. A session that
  // must change its password first gets none until the change (the server refuses it).
  const liveToken = member && !member.passwordExpired ? token : null;
  useRealtime(liveToken);
  useLiveBalance(liveToken);
  // A self-excluded member's session only withdraws: the site gives way to the withdrawal.
  const excludedUntil = (token && member?.excludedUntil) || null;
  // Trial accounts have no inbox: no unread count, no badge (spec §4).
  const realMember = Boolean(token && member && !member.isTrial && !excludedUntil);
  useLiveUnread(realMember);
  const modals = useModals();
  const launchCategory = useCategoryLaunch(categories);

  // After each navigation: back to the top, loader hidden, mobile menu closed.
  useEffect(() => {
    window.scrollTo(0, 0);
    hideBootLoader();
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toggleMenu = () => {
    if (window.matchMedia('(max-width: 899px)').matches) setOpenAt((at) => (at === location.key ? null : location.key));
    else setCollapsed((c) => !c);
  };
  const menuExpanded = window.matchMedia?.('(max-width: 899px)').matches ? mobileOpen : !collapsed;
  const name = config.data?.merchant.name ?? t('brand.name');

  return (
    // Signed in, phones give the balance a second header row (data-balance-row), so the brand, the
    // menu and the balance all show whole on a 360 px screen whatever the font. It follows the
    // token, known at once, not the member info, so the header keeps its height while that loads.
    <div className={styles.shell} data-balance-row={Boolean(token)}>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <header className={styles.header} data-print="hide">
        {gamePage ? null : (
          <button
            type="button"
            className={styles.menuButton}
            aria-controls={SIDE_ID}
            aria-expanded={menuExpanded}
            aria-label={menuExpanded ? t('header.closeMenu') : t('header.openMenu')}
            onClick={toggleMenu}
          >
            <span aria-hidden="true">☰</span>
          </button>
        )}
        <Link to={paths.home} className={styles.brand} aria-label={t('brand.home', { name })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{name}</span>
        </Link>
        {gamePage || excludedUntil ? null : (
          <DeferredVendorMenu categories={categories} imageHost={imageHost} onLaunch={launchCategory} />
        )}
        <div className={styles.actions}>
          {gamePage ? (
            <ThemeToggle />
          ) : (
            // Phones find it in the side menu instead, leaving the header's room to the brand.
            <span className={styles.wideOnly}>
              <ThemeToggle />
            </span>
          )}
          {member && token ? (
            <>
              {realMember ? <MessagesBell token={token} to={centrePath('messageV2')} /> : null}
              <BalanceChip token={token} className={styles.balanceRow} />
              {excludedUntil ? null : (
                <Suspense fallback={null}>
                  <AccountMenu member={member} />
                </Suspense>
              )}
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => modals.open('login')} disabled={memberLoading}>
                {t('header.login')}
              </Button>
              <Button onClick={() => modals.open('register')}>{t('header.signup')}</Button>
            </>
          )}
        </div>
      </header>
      <CategoryLanes categories={categories} />
      <div className={styles.body}>
        {gamePage || excludedUntil ? null : (
          <>
            <SideMenu
              id={SIDE_ID}
              categories={categories}
              config={config.data}
              imageHost={imageHost}
              collapsed={collapsed}
              open={mobileOpen}
              onLaunch={launchCategory}
            />
            <button
              type="button"
              className={styles.backdrop}
              data-open={mobileOpen}
              aria-label={t('header.closeMenu')}
              tabIndex={-1}
              onClick={() => setOpenAt(null)}
            />
          </>
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<p className="visually-hidden">{t('common.loading')}</p>}>
            {excludedUntil ? <SelfExcluded until={excludedUntil} /> : <Outlet />}
          </Suspense>
        </main>
      </div>
      <footer className={styles.footer} data-testid="site-footer" data-print="hide">
        <h2>{t('footer.vendors')}</h2>
        <VendorLogos categories={categories} imageHost={imageHost} label={t('footer.vendors')} />
        <p className={styles.age}>
          <span className={styles.ageBadge} aria-hidden="true">
            {t('footer.adultsOnly')}
          </span>
          <span>{t('footer.adultsNotice', { age: LIMITS.minimumAge })}</span>
          <Link to={`${paths.help}#${HELP_SECTION.responsible}`}>{t('footer.playResponsibly')}</Link>
        </p>
        <nav className={styles.footerLinks} aria-label={t('footer.support')}>
          <button type="button" onClick={() => modals.open('announcements')}>
            {t('footer.announcements')}
          </button>
          <button type="button" onClick={() => modals.open('help')}>
            {t('footer.help')}
          </button>
          <button type="button" onClick={() => modals.open('feedback')}>
            {t('footer.feedback')}
          </button>
        </nav>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name })}</p>
      </footer>
      {realMember ? (
        <Suspense fallback={null}>
          <RealityCheck key={token} />
        </Suspense>
      ) : null}
      {showTop ? (
        <button
          type="button"
          className={styles.toTop}
          aria-label={t('common.backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑</span>
        </button>
      ) : null}
    </div>
  );
}

/** The root route: the modal host around the shell, so every page can open the app-wide modals. */
export function RootLayout() {
  return (
    <ModalHost>
      <Shell />
    </ModalHost>
  );
}
