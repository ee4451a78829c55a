import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '@jade/contract/lottery';
import { QueryState } from '@/components/ui/query-state';
import { buttonClass } from '@/components/ui/button';
import { useGameMenu } from '../api/get-game-menu';
import { useServerNow } from '../hooks/use-server-now';
import type { useLotteryRoute } from '../hooks/use-lottery-route';
import { DrawState } from './draw-state';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;

/** The last result in a line: a Vietnamese draw's special prize, else every number. */
function lastNumbers(game: LotteryMenuGame): string {
  const r = game.lastResult;
  if (!r) return '';
  if (game.family === 'VN_NORTH') return r.numbers[0] ?? '';
  if (game.family === 'VN_SOUTH') return r.numbers[r.numbers.length - 1] ?? '';
  if (game.family === 'SEA_4D') return r.numbers.slice(0, 3).join(' · ');
  return r.numbers.join(' ');
}

function GameCard({ game, now, route }: { game: LotteryMenuGame; now: number; route: Route }) {
  const { t } = useTranslation();
  const d = game.nextDraw;
  return (
    <li className={styles.gameCard} data-testid="lottery-game" data-game={game.gameCode}>
      <h2>{game.name}</h2>
      <p className={styles.muted}>
        {game.cycleSeconds ? t('lottery.lobby.every', { minutes: game.cycleSeconds / 60 }) : t('lottery.lobby.daily')}
      </p>
      {game.maintenance ? <p className={styles.warn}>{t('lottery.lobby.maintenance')}</p> : null}
      {d ? (
        <p>
          {t('lottery.draw', { drawNo: d.drawNo })} · <DrawState draw={d} now={now} />
        </p>
      ) : (
        <p className={styles.muted}>{t('lottery.lobby.noDraw')}</p>
      )}
      {game.lastResult ? (
        <p className={styles.last}>
          <span className={styles.muted}>{t('lottery.lobby.last', { drawNo: game.lastResult.drawNo })}</span>{' '}
          <strong data-testid="lottery-last">{lastNumbers(game)}</strong>
        </p>
      ) : null}
      <p className={styles.actions}>
        <Link className={buttonClass()} to={route.hrefTo({ gameCode: game.gameCode, view: 'betting' })}>
          {t('lottery.lobby.play')}
        </Link>
        <Link className={buttonClass('ghost')} to={route.hrefTo({ gameCode: game.gameCode, view: 'results' })}>
          {t('lottery.nav.results')}
        </Link>
      </p>
    </li>
  );
}

/** A prize mode's games (spec §7 game_menu), each with its next draw's countdown and last result. */
export function Lobby({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu(route.prizeMode, i18n.language);
  const now = useServerNow(menu.data?.serverTime, menu.dataUpdatedAt);
  return (
    <section aria-labelledby="lottery-lobby">
      <h1 id="lottery-lobby">{t(`lottery.mode.${route.prizeMode}`)}</h1>
      <QueryState query={menu} empty={(menu.data?.games.length ?? 0) === 0} emptyText={t('lottery.lobby.empty')}>
        <ul className={styles.games}>
          {menu.data?.games.map((g) => (
            <GameCard key={g.gameCode} game={g} now={now} route={route} />
          ))}
        </ul>
      </QueryState>
    </section>
  );
}
