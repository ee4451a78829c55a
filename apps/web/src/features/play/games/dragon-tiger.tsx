import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { rankName, type DragonTigerDetail } from '@jade/engines/dragontiger';
import { BetSpot, Hand, tableStyles, useTableBets } from './baccarat-table';
import { HistoryStrip, kit, RoundOutcome, stakeLevelsOf, useHistory, useRunner } from './view-kit';
import { pause } from './view-kit-motion';
import { TableBar } from './table-bar';
import type { GameViewProps } from './types';

const SPOTS = ['dragon', 'tie', 'tiger'] as const;
type Spot = (typeof SPOTS)[number];
const ODDS: Record<Spot, string> = { dragon: '1:1', tie: '11:1', tiger: '1:1' };

type Deal = { detail: DragonTigerDetail; shown: number; round: PlayedRound | null };

/** Dragon tiger: one card each, the higher wins; chips on dragon, tiger and tie. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [chip, setChip] = useState(() => stakeLevelsOf(game)[0]!);
  const table = useTableBets(SPOTS, game.maxBet);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();
  const [deal, setDeal] = useState<Deal | null>(null);

  const onDeal = () =>
    run(async () => {
      const round = await play({ dragon: table.bets.dragon, tiger: table.bets.tiger, tie: table.bets.tie });
      const detail = round.detail as DragonTigerDetail;
      setDeal({ detail, shown: 0, round: null });
      for (let i = 1; i <= 2; i++) {
        await pause(600);
        setDeal({ detail, shown: i, round: null });
      }
      await pause(300);
      setDeal({ detail, shown: 2, round });
      pushHistory(round);
    });

  const shown = deal?.shown ?? 0;
  const outcome = deal?.round ? deal.detail.outcome : null;
  const name = (s: Spot) => t(`play.dragonTiger.spot.${s}`);
  const describe = (r: PlayedRound) => {
    const d = r.detail as DragonTigerDetail;
    return t('play.dragonTiger.historyItem', { outcome: name(d.outcome), dragon: rankName(d.dragon), tiger: rankName(d.tiger) });
  };

  return (
    <div className={kit.view}>
      <div className={tableStyles.felt}>
        <div className={tableStyles.hands}>
          <Hand
            name={name('dragon')}
            total={null}
            cards={deal && shown >= 1 ? [deal.detail.dragon] : []}
            slots={1}
            won={outcome === 'dragon'}
          />
          <Hand
            name={name('tiger')}
            total={null}
            cards={deal && shown >= 2 ? [deal.detail.tiger] : []}
            slots={1}
            won={outcome === 'tiger'}
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
        <p className={tableStyles.note}>{t('play.dragonTiger.tieNote')}</p>
      </div>
      <RoundOutcome
        result={outcome ? t(`play.dragonTiger.outcome.${outcome}`) : null}
        win={deal?.round?.win ?? 0}
        money={money}
      />
      <TableBar
        game={game}
        money={money}
        chip={chip}
        onChip={setChip}
        busy={busy}
        table={table}
        onDeal={onDeal}
        placeHint={t('play.dragonTiger.placeHint')}
      />
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
