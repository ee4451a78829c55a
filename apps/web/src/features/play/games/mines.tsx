import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound, PlayResult } from '@jade/contract/games';
import { MINES_TILES, minesWin, multiplierBp } from '@jade/engines/mines';
import {
  ActionButton,
  HistoryStrip,
  kit,
  OptionSelect,
  RoundOutcome,
  StakeSelect,
  Stat,
  stakeLevelsOf,
  useHistory,
  useRunner,
} from './view-kit';
import { MinesGrid } from './mines-grid';
import styles from './mines.module.css';
import type { GameViewProps } from './types';

/** What the page sees of a mines round (mine positions only once it is over). */
type MinesRoundDetail = { mines: number; revealed: number[]; minePositions?: number[] };

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);
/** Basis points as "1.23×" (floored to hundredths). */
export const formatBp = (bp: number) => `${Math.floor(bp / 10000)}.${String(Math.floor((bp % 10000) / 100)).padStart(2, '0')}×`;

/** Mines: open safe tiles one by one for a rising multiplier, cash out before hitting a mine. */
export function View({ game, money, play, mines }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [count, setCount] = useState(3);
  const [round, setRound] = useState<PlayedRound | null>(null);
  const [resumed, setResumed] = useState(false);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();

  // Resume the session's open round once, on mount (after a reload or a lost connection).
  const fetchOpen = useEffectEvent(() => mines.open());
  const applyOpen = useEffectEvent((open: PlayResult | null) => {
    if (open?.round.status !== 'OPEN') return;
    setRound(open.round);
    setCount((open.round.detail as MinesRoundDetail).mines);
    setResumed(true);
  });
  useEffect(() => {
    let live = true;
    fetchOpen().then(
      (open) => live && applyOpen(open),
      () => {}, // Nothing to resume (the shell shows errors).
    );
    return () => {
      live = false;
    };
  }, []);

  const detail = round?.detail as MinesRoundDetail | undefined;
  const isOpen = round?.status === 'OPEN';
  const minesInRound = detail?.mines ?? count;
  const revealed = detail?.revealed ?? [];
  const minePositions = round && !isOpen ? (detail?.minePositions ?? []) : null;
  const hitMine = minePositions !== null && revealed.some((tile) => minePositions.includes(tile));
  const safeCount = revealed.filter((tile) => !minePositions?.includes(tile)).length;
  const roundStake = round?.stake ?? stake;
  const currentBp = safeCount > 0 ? multiplierBp(minesInRound, safeCount) : 0;
  const nextBp = safeCount < MINES_TILES - minesInRound ? multiplierBp(minesInRound, safeCount + 1) : null;

  const settle = (r: PlayedRound) => {
    setRound(r);
    setResumed(false);
    if (r.status === 'SETTLED') pushHistory(r);
  };
  const onStart = () => run(async () => settle(await play({ stake, mines: count })));
  const onTile = (tile: number) => round && run(async () => settle(await mines.reveal(round.roundId, tile)));
  const onCashout = () => round && run(async () => settle(await mines.cashout(round.roundId)));

  const result =
    round && !isOpen ? (hitMine ? t('play.mines.lost') : t('play.mines.won', { multiplier: formatBp(currentBp) })) : null;
  const describe = (r: PlayedRound) => {
    const d = r.detail as MinesRoundDetail;
    const safe = d.revealed.filter((tile) => !(d.minePositions ?? []).includes(tile)).length;
    return r.win > 0 ? formatBp(multiplierBp(d.mines, safe)) : t('play.mines.mineShort');
  };

  return (
    <div className={kit.view}>
      <div className={styles.layout}>
        <div className={kit.stage}>
          <MinesGrid revealed={revealed} minePositions={minePositions} active={isOpen && !busy} onTile={onTile} />
        </div>
        <div className={styles.side}>
          <div className={kit.stats}>
            <Stat label={t('play.mines.current')} testId="mines-multiplier">
              {safeCount > 0 ? formatBp(currentBp) : '—'}
            </Stat>
            <Stat label={t('play.mines.next')} testId="mines-next">
              {nextBp !== null && (isOpen || !round) ? formatBp(nextBp) : '—'}
            </Stat>
            <Stat label={t('play.mines.gemsLeft')}>{MINES_TILES - minesInRound - safeCount}</Stat>
          </div>
          <p className={kit.hint} aria-live="polite">
            {isOpen
              ? resumed
                ? t('play.mines.resumed')
                : safeCount === 0
                  ? t('play.mines.pickTile')
                  : t('play.mines.keepGoing')
              : t('play.mines.startHint')}
          </p>
          {isOpen ? (
            <button
              type="button"
              data-testid="mines-cashout"
              className={kit.action}
              disabled={busy || safeCount === 0}
              aria-busy={busy}
              onClick={onCashout}
            >
              {t('play.mines.cashout', { amount: money(minesWin(roundStake, currentBp)) })}
            </button>
          ) : (
            <>
              <div className={kit.controls}>
                <OptionSelect
                  label={t('play.mines.mines')}
                  value={count}
                  options={MINE_COUNTS}
                  onChange={setCount}
                  disabled={busy}
                />
                <StakeSelect game={game} money={money} value={stake} onChange={setStake} disabled={busy} />
              </div>
              <ActionButton testId="bet" busy={busy} onClick={onStart}>
                {t('play.mines.start')}
              </ActionButton>
            </>
          )}
          {isOpen && <p className={kit.hint}>{t('play.mines.roundStake', { amount: money(roundStake), mines: minesInRound })}</p>}
        </div>
      </div>
      <RoundOutcome result={result} win={round?.win ?? 0} money={money} />
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
