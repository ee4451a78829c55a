import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Banner, GameItem, VendorCategory } from '@jade/contract/catalog';
import { HELP_SECTION } from '@jade/contract/help-sections';
import { paths } from '@/config/paths';
import { useMember } from '@/features/auth/api/get-member-info';
import { useLaunch } from '@/features/games/hooks/use-launch';
import { useBanners } from '@/features/home/api/get-banners';
import { useNotices } from '@/features/home/api/get-notices';
import { bannerAction } from '@/features/home/components/banner-action';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { NoticeMarquee } from '@/features/home/components/notice-marquee';
import { SectionState } from '@/features/home/components/section-state';
import { WinnersBoard, WinnersPlaceholder } from '@/features/home/components/winners-board';
import { useWinnerList } from '@/lib/queries/winners';
import { useModals } from '../modals';
import { useSite } from '../use-site';
import { HomeRows } from './home-rows';
import styles from './home-page.module.css';

const NO_NOTICES: readonly never[] = [];

const vendorCategoryIn = (categories: readonly VendorCategory[]) => (code: string) =>
  categories.find((c) => c.vendors.some((v) => v.vassalage === code))?.gameCategory;

/**
 * A banner's GAME linkage names only a nodeId; the launch call needs nothing more (the server
 * answers for the title, its vendor and maintenance), so the launch goes with a minimal item.
 */
const linkedGame = (nodeId: string): GameItem => ({
  gameId: 0,
  gameCode: nodeId,
  nodeId,
  gameType: 'RNG',
  vassalage: '',
  displayName: nodeId,
  gameName: nodeId,
  iconUrl: '',
  lagerIcon: '',
  isHot: 0,
  isNew: 0,
  supportPlay: 1,
  isGame: 'GAME',
  gameClassify: '',
  minBet: 0,
  lines: 0,
  jackpot: false,
  jackpotPool: null,
  rtp: 0,
  maintenance: false,
});

/**
 * Home (spec §2): notice marquee, banner carousel, biggest wins and the game rows; on a phone the
 * first game rows come before the (compact) winners. Every section holds its place while it loads.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunch();
  const modals = useModals();
  const { imageHost, categories, config, menus } = useSite();
  const { member } = useMember();
  const notices = useNotices(i18n.language);
  const banners = useBanners('w_home', i18n.language);
  const winners = useWinnerList('ALL', i18n.language);
  const symbol = config.data?.merchant.currencySymbol ?? '';

  // Stable handlers: the carousel and the marquee are memoized, and need not render again each
  // time another section's answer comes.
  const openBanner = useCallback(
    (banner: Banner) => {
      const action = bannerAction(banner, vendorCategoryIn(categories));
      if (action.kind === 'url') window.open(action.url, '_blank', 'noopener,noreferrer');
      else if (action.kind === 'route') void navigate(action.to);
      else if (action.kind === 'game') launch(linkedGame(action.nodeId));
    },
    [categories, navigate, launch],
  );
  const openNotice = useCallback((id: number) => modals.open('notice', String(id)), [modals]);

  return (
    <div data-testid="home-page" className={styles.home}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {member ? (
        <p className={styles.signIn} data-testid="sign-in-banner">
          {member.lastLoginAt
            ? t('auth.lastLogin', { time: new Date(member.lastLoginAt).toLocaleString(i18n.language) })
            : t('auth.welcomeFirst', { name: config.data?.merchant.name ?? t('brand.name') })}
          {member.firstTimeLogin && !member.isTrial ? (
            <>
              {' '}
              <Link to={`${paths.help}#${HELP_SECTION.beginnerGuide}`} data-testid="beginner-guide-link">
                {t('help.beginnerGuideLink')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <NoticeMarquee notices={notices.data ?? NO_NOTICES} loading={notices.isPending} onOpen={openNotice} />
      {banners.data && banners.data.length > 0 ? (
        <BannerCarousel banners={banners.data} imageHost={imageHost} onOpen={openBanner} />
      ) : banners.isPending ? (
        <div className={styles.bannerSkeleton} aria-hidden="true" />
      ) : null}
      <section className={styles.winners} aria-labelledby="home-winners">
        <div className={styles.sectionHead}>
          <h2 id="home-winners" className={styles.sectionTitle}>
            {t('home.biggestWins')}
          </h2>
          <Link to={paths.winnerList} className={styles.seeAll} data-testid="winner-list-link">
            {t('winners.seeAll')}
          </Link>
        </div>
        {winners.isPending ? (
          <WinnersPlaceholder />
        ) : (
          <SectionState query={winners} empty={(winners.data ?? []).length === 0} shape="board" />
        )}
        {winners.data && winners.data.length > 0 ? (
          <WinnersBoard winners={winners.data} imageHost={imageHost} currencySymbol={symbol} />
        ) : null}
      </section>
      <HomeRows categories={categories} loading={menus.isPending} imageHost={imageHost} />
    </div>
  );
}
