import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryBetLine } from '@jade/contract/lottery';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { useBalance } from '@/lib/queries/balance';
import { useToken } from '@/lib/session';
import { useGameMenu } from '../api/get-game-menu';
import { useSoldOut } from '../api/get-sold-out';
import { useServerNow } from '../hooks/use-server-now';
import type { useLotteryRoute } from '../hooks/use-lottery-route';
import { BetPicker } from './bet-picker';
import { DrawState } from './draw-state';
import { LastResults } from './last-results';
import { MyBets } from './my-bets';
import { MyChases } from './my-chases';
import { SlipPanel } from './slip-panel';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;

/**
 * One game's betting page: the draw taking bets and its countdown to the close (server clock),
 * the bet chooser, the slip, the latest results, the member's bets on this game and their number
 * chases.
 */
export function BettingPage({ route }: { route: Route }) {
  const { t, i18n } = useTranslation();
  const menu = useGameMenu(route.prizeMode, i18n.language);
  const now = useServerNow(menu.data?.serverTime, menu.dataUpdatedAt);
  const balance = useBalance(useToken());
  const [lines, setLines] = useState<LotteryBetLine[]>([]);
  const game = menu.data?.games.find((g) => g.gameCode === route.gameCode);
  const draw = game?.nextDraw ?? null;
  // Taking bets: opened by the server (the job moves it within seconds of its time) and before its close.
  const open =
    draw?.status === 'OPEN' && now >= Date.parse(draw.opensAt) && now < Date.parse(draw.closesAt) && !game?.maintenance;
  const soldOut = useSoldOut(route.gameCode, open ? draw.drawNo : null);
  const currency = balance.data?.currency ?? '';
  const money = (n: number) => formatMoney(n, currency);
  const verifyHref = (drawNo: string) => route.hrefTo({ view: 'verify', drawNo });
  const gameName = (code: string) => menu.data?.games.find((g) => g.gameCode === code)?.name ?? code;

  return (
    <QueryState query={menu} empty={menu.data !== undefined && !game} emptyText={t('lottery.notFound')}>
      {game ? (
        <div className={styles.betting}>
          <header className={styles.gameHead}>
            <h1>{game.name}</h1>
            <nav aria-label={t('lottery.nav.label')} className={styles.subnav}>
              <Link to={route.hrefTo({ view: 'results' })}>{t('lottery.nav.results')}</Link>
              <Link to={route.hrefTo({ view: 'trend' })}>{t('lottery.nav.trend')}</Link>
            </nav>
            {draw ? (
              <p data-testid="current-draw" data-draw={draw.drawNo} data-open={open}>
                {t('lottery.draw', { drawNo: draw.drawNo })} · <DrawState draw={draw} now={now} />
              </p>
            ) : (
              <p className={styles.muted}>{t('lottery.lobby.noDraw')}</p>
            )}
            {game.maintenance ? <p className={styles.warn}>{t('lottery.lobby.maintenance')}</p> : null}
          </header>
          <div className={styles.play}>
            <BetPicker family={game.family} soldOut={soldOut.data} onAdd={(l) => setLines((ls) => [...ls, l])} />
            <SlipPanel
              family={game.family}
              gameCode={game.gameCode}
              drawNo={open ? draw.drawNo : null}
              currency={currency}
              lines={lines}
              onLines={setLines}
            />
          </div>
          <LastResults
            gameCode={game.gameCode}
            family={game.family}
            lastDrawNo={game.lastResult?.drawNo}
            verifyHref={verifyHref}
          />
          <MyBets gameCode={game.gameCode} money={money} />
          <MyChases money={money} currency={currency} gameName={gameName} />
        </div>
      ) : null}
    </QueryState>
  );
}
