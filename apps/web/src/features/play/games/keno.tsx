import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import type { KenoDetail } from '@jade/engines/keno';
import { ActionButton, HistoryStrip, kit, RoundOutcome, StakeSelect, stakeLevelsOf, useHistory, useRunner } from './view-kit';
import { pause } from './view-kit-motion';
import { KENO_NUMBERS, KenoBoard, KenoDrawn, kenoMultiplier, KenoPaytable, MAX_PICKS } from './keno-parts';
import styles from './keno.module.css';
import type { GameViewProps } from './types';

type Draw = { detail: KenoDetail; shown: number; picks: number[]; round: PlayedRound | null };

/** `count` distinct random numbers of 1..40 (a convenience for the player, not part of any outcome). */
function quickPick(count: number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** Keno: pick 1–10 of 40 numbers; ten are drawn; the hits decide the pay. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [picks, setPicks] = useState<number[]>([]);
  const [draw, setDraw] = useState<Draw | null>(null);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();

  const choose = (next: number[]) => {
    if (busy) return;
    setPicks(next);
    setDraw(null);
  };
  const toggle = (n: number) => {
    if (picks.includes(n)) choose(picks.filter((x) => x !== n));
    else if (picks.length < MAX_PICKS) choose([...picks, n].sort((a, b) => a - b));
  };

  const onPlay = () =>
    run(async () => {
      const bet = [...picks];
      const round = await play({ stake, picks: bet });
      const detail = round.detail as KenoDetail;
      for (let i = 0; i <= detail.drawn.length; i++) {
        setDraw({ detail, shown: i, picks: bet, round: null });
        if (i < detail.drawn.length) await pause(i === 0 ? 100 : 260);
      }
      await pause(200);
      setDraw({ detail, shown: detail.drawn.length, picks: bet, round });
      pushHistory(round);
    });

  const drawn = draw ? draw.detail.drawn.slice(0, draw.shown) : [];
  const hitsSoFar = draw ? drawn.filter((n) => draw.picks.includes(n)).length : null;
  const finished = draw?.round ? draw.detail : null;
  const describe = (r: PlayedRound) => {
    const d = r.detail as KenoDetail;
    return t('play.keno.historyItem', { count: d.hits.length, multiplier: kenoMultiplier(d.multiplier) });
  };

  return (
    <div className={kit.view}>
      <div className={styles.layout}>
        <div className={kit.stage}>
          <KenoBoard picks={picks} drawn={drawn} onToggle={toggle} />
          <KenoDrawn drawn={drawn} picks={picks} />
        </div>
        <div className={styles.side}>
          <p className={kit.hint} aria-live="polite" data-testid="keno-picked">
            {picks.length >= MAX_PICKS
              ? t('play.keno.full', { max: MAX_PICKS })
              : t('play.keno.picked', { n: picks.length, max: MAX_PICKS })}
          </p>
          <div className={kit.controls}>
            <button
              type="button"
              className={kit.secondary}
              disabled={busy}
              onClick={() => choose(quickPick(picks.length || MAX_PICKS))}
            >
              {t('play.keno.quickPick')}
            </button>
            <button type="button" className={kit.secondary} disabled={busy || picks.length === 0} onClick={() => choose([])}>
              {t('play.keno.clear')}
            </button>
          </div>
          <KenoPaytable picks={draw?.picks.length ?? picks.length} hits={finished ? hitsSoFar : null} />
        </div>
      </div>
      <RoundOutcome
        result={finished ? t('play.keno.result', { hits: finished.hits.length, picks: draw!.picks.length }) : null}
        win={draw?.round?.win ?? 0}
        money={money}
      />
      <div className={kit.controls}>
        <StakeSelect game={game} money={money} value={stake} onChange={setStake} disabled={busy} />
        <ActionButton testId="play" busy={busy} disabled={picks.length === 0} onClick={onPlay}>
          {t('play.keno.play')}
        </ActionButton>
      </div>
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
