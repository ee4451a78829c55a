import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { cardValue, type BaccaratDetail } from '@jade/engines/baccarat';
import { BetSpot, Hand, tableStyles, useTableBets } from './baccarat-table';
import { HistoryStrip, kit, RoundOutcome, stakeLevelsOf, useHistory, useRunner } from './view-kit';
import { pause } from './view-kit-motion';
import { TableBar } from './table-bar';
import type { GameViewProps } from './types';

const SPOTS = ['player', 'tie', 'banker'] as const;
type Spot = (typeof SPOTS)[number];
const ODDS: Record<Spot, string> = { player: '1:1', tie: '8:1', banker: '0.95:1' };

/** The cards in dealing order: player, banker, player, banker, then the player's and the banker's third cards. */
export function dealOrder(d: BaccaratDetail): { side: 'player' | 'banker'; rank: number }[] {
  const order: { side: 'player' | 'banker'; rank: number }[] = [];
  for (let i = 0; i < 3; i++) {
    if (d.player[i] !== undefined) order.push({ side: 'player', rank: d.player[i]! });
    if (i < 2 && d.banker[i] !== undefined) order.push({ side: 'banker', rank: d.banker[i]! });
  }
  if (d.banker[2] !== undefined) order.push({ side: 'banker', rank: d.banker[2] });
  return order;
}

const total = (cards: number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

type Deal = { detail: BaccaratDetail; shown: number; round: PlayedRound | null };

/** Punto banco: chips on player, banker and tie, then the coup is dealt card by card. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [chip, setChip] = useState(() => stakeLevelsOf(game)[0]!);
  const table = useTableBets(SPOTS, game.maxBet);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();
  const [deal, setDeal] = useState<Deal | null>(null);

  const onDeal = () =>
    run(async () => {
      const round = await play({ player: table.bets.player, banker: table.bets.banker, tie: table.bets.tie });
      const detail = round.detail as BaccaratDetail;
      const cards = dealOrder(detail).length;
      setDeal({ detail, shown: 0, round: null });
      for (let i = 1; i <= cards; i++) {
        await pause(i > 4 ? 700 : 450);
        setDeal({ detail, shown: i, round: null });
      }
      await pause(300);
      setDeal({ detail, shown: cards, round });
      pushHistory(round);
    });

  const dealt = deal ? dealOrder(deal.detail).slice(0, deal.shown) : [];
  const playerCards = dealt.filter((c) => c.side === 'player').map((c) => c.rank);
  const bankerCards = dealt.filter((c) => c.side === 'banker').map((c) => c.rank);
  const outcome = deal?.round ? deal.detail.outcome : null;
  const name = (s: Spot) => t(`play.baccarat.spot.${s}`);
  const describe = (r: PlayedRound) => {
    const d = r.detail as BaccaratDetail;
    return t('play.baccarat.historyItem', { outcome: name(d.outcome), player: d.playerTotal, banker: d.bankerTotal });
  };

  return (
    <div className={kit.view}>
      <div className={tableStyles.felt}>
        <div className={tableStyles.hands}>
          <Hand
            name={name('player')}
            total={playerCards.length ? total(playerCards) : null}
            cards={playerCards}
            slots={2}
            won={outcome === 'player'}
          />
          <Hand
            name={name('banker')}
            total={bankerCards.length ? total(bankerCards) : null}
            cards={bankerCards}
            slots={2}
            won={outcome === 'banker'}
            red
          />
        </div>
        <div className={tableStyles.spots} role="group" aria-label={t('play.common.betSpots')}>
          {SPOTS.map((s) => (
            <BetSpot
              key={s}
              spot={s}
              name={name(s)}
              odds={ODDS[s]}
              amount={table.bets[s]}
              money={money}
              won={outcome === s}
              disabled={busy}
              onPlace={() => table.place(s, chip)}
            />
          ))}
        </div>
        <p className={tableStyles.note}>{t('play.baccarat.tieNote')}</p>
      </div>
      <RoundOutcome result={outcome ? t(`play.baccarat.outcome.${outcome}`) : null} win={deal?.round?.win ?? 0} money={money} />
      <TableBar
        game={game}
        money={money}
        chip={chip}
        onChip={setChip}
        busy={busy}
        table={table}
        onDeal={onDeal}
        placeHint={t('play.baccarat.placeHint')}
      />
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
