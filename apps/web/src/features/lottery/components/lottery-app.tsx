import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useGameMenu } from '../api/get-game-menu';
import { useLotteryRoute } from '../hooks/use-lottery-route';
import { BettingPage } from './betting-page';
import { Lobby } from './lobby';
import { ResultsPage } from './results-page';
import { TrendPage } from './trend-page';
import { VerifyPage } from './verify-page';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;

/** The results and trend pages need the game's family and name: from the prize mode's menu. */
function GamePages({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu(route.prizeMode, i18n.language);
  const game = menu.data?.games.find((g) => g.gameCode === route.gameCode);
  return (
    <QueryState query={menu} empty={menu.data !== undefined && !game} emptyText={t('lottery.notFound')}>
      {game && route.view === 'results' ? <ResultsPage route={route} family={game.family} name={game.name} /> : null}
      {game && route.view === 'trend' ? <TrendPage route={route} family={game.family} name={game.name} /> : null}
    </QueryState>
  );
}

/**
 * The lottery pages (/lottery, /vnLottery, /seaLottery): what a launch opens (spec §3 payload:
 * `lottoPrizeMode`, `lottoGameCode`, `lottoView` betting or lobby, `backUrl`) and the site's own
 * views of a game (results, trend chart, a draw's verify page), all in the URL.
 */
export function LotteryApp() {
  const { t } = useTranslation();
  const route = useLotteryRoute();
  return (
    <div className={styles.page} data-testid="lottery-page" data-view={route.view}>
      <nav className={styles.top} aria-label={t('lottery.nav.label')}>
        {route.view !== 'lobby' ? <Link to={route.hrefTo({ view: 'lobby', gameCode: '' })}>{t('lottery.nav.lobby')}</Link> : null}
        {route.backUrl ? <Link to={route.backUrl}>{t('lottery.nav.back')}</Link> : null}
      </nav>
      {route.view === 'lobby' ? <Lobby route={route} /> : null}
      {route.view === 'betting' ? <BettingPage key={route.gameCode} route={route} /> : null}
      {route.view === 'results' || route.view === 'trend' ? <GamePages route={route} /> : null}
      {route.view === 'verify' ? <VerifyPage route={route} /> : null}
    </div>
  );
}
