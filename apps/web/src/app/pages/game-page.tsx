import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@jade/contract/catalog';
import { useVendorLanes } from '@/features/games/api/get-vendor-lanes';
import { GameBrowser } from '@/features/games/components/game-browser';
import { LaunchCards } from '@/features/games/components/launch-cards';
import { GridSkeleton, ListEmpty, ListError } from '@/features/games/components/list-state';
import { VendorTabs, type VendorTab } from '@/features/games/components/vendor-tabs';
import styles from '@/features/games/components/games.module.css';

const INHOUSE = 'INHOUSE';

/** The title of a game page: the pinned table category (gameClassify), in-house, or the category. */
function useTitle(category: GameCategory | null, vassalage: string | undefined, classify: string | undefined) {
  const { t } = useTranslation();
  if (classify === 'JP' || classify === 'TG' || classify === 'AC') return t(`nav.${classify}`);
  if (vassalage === INHOUSE) return t('nav.INHOUSE');
  return category ? t(`nav.${category}`) : t('games.page.bingo');
}

/**
 * A game centre (/sports, /esports, /lott, /elott, /cockfight, /live) or game list centre (/fish,
 * /rng, /pvp, /bgs), spec §2: vendor tabs from the `vassalage` query and the category's games; a
 * centre whose vendors have no titles of their own shows one launch card per vendor instead.
 */
export function GamePage({ category, slotFilters = false }: { category: GameCategory | null; slotFilters?: boolean }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage') || undefined;
  const classify = params.get('gameClassify') || undefined;
  const title = useTitle(category, vassalage, classify);
  const lanes = useVendorLanes(category, i18n.language);

  const body = () => {
    // Bingo (/bgs) is offered in no language yet (spec §2 navigation).
    if (!category) return <ListEmpty text={t('games.page.bingoUnavailable')} />;
    if (lanes.isPending) return <GridSkeleton />;
    if (lanes.isError) return <ListError error={lanes.error} onRetry={() => void lanes.refetch()} />;
    const launchLanes = lanes.data.filter((l) => l.launchItem);
    const tabs: VendorTab[] = lanes.data.filter((l) => !l.launchItem);
    if (category === 'RNG' && !tabs.some((l) => l.vassalage === INHOUSE))
      tabs.push({ vassalage: INHOUSE, name: t('nav.INHOUSE'), maintenance: false });
    if (tabs.length === 0 && launchLanes.length > 0) return <LaunchCards lanes={launchLanes} label={title} />;
    return (
      <>
        {launchLanes.length > 0 ? <LaunchCards lanes={launchLanes} label={t('games.list.vendors')} /> : null}
        {tabs.length > 1 ? <VendorTabs tabs={tabs} current={vassalage} /> : null}
        <GameBrowser gameType={category} vassalage={vassalage} gameClassify={classify} slotFilters={slotFilters} label={title} />
      </>
    );
  };

  return (
    <div className={styles.page} data-testid="game-page">
      <h1 className={styles.title}>{title}</h1>
      {body()}
    </div>
  );
}
