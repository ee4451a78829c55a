import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { pocketColor, rouletteChipFor, rouletteKindOf, type RouletteChip, type RouletteDetail } from '@jade/engines/roulette';
import { ActionButton, ChipTray, HistoryStrip, kit, RoundOutcome, stakeLevelsOf, useHistory, useRunner } from './view-kit';
import { pause } from './view-kit-motion';
import { RouletteBoard, shapeKey } from './roulette-board';
import { RouletteChips } from './roulette-chips';
import { RouletteWheel, SPIN_MS, wheelTurn } from './roulette-wheel';
import styles from './roulette.module.css';
import type { GameViewProps } from './types';

const MODES = ['straight', 'split', 'street', 'corner', 'line'] as const;
type Mode = (typeof MODES)[number];
const PICKS: Partial<Record<Mode, number>> = { split: 2, corner: 4 };
const MAX_CHIPS = 40;
const rowOf = (n: number) => Math.floor((n - 1) / 3);
const row = (r: number, rows = 1) => Array.from({ length: 3 * rows }, (_, i) => 3 * r + 1 + i);

type Spin = { turn: number; ballTurn: number; pocket: number | null; round: PlayedRound | null };

/** European roulette: chips on the table, then the wheel decides. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [chip, setChip] = useState(() => stakeLevelsOf(game)[0]!);
  const [chips, setChips] = useState<RouletteChip[]>([]);
  const [wins, setWins] = useState<number[] | null>(null);
  const [mode, setMode] = useState<Mode>('straight');
  const [pending, setPending] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [spin, setSpin] = useState<Spin>({ turn: 0, ballTurn: 0, pocket: null, round: null });
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();
  const total = chips.reduce((s, c) => s + c.amount, 0);
  const colorName = (n: number) => t(`play.roulette.color.${pocketColor(n)}`);

  const addChip = (numbers: readonly number[]) => {
    const next = rouletteChipFor(numbers, chip);
    if (!next) return setNotice(t('play.roulette.notLegal', { kind: t(`play.roulette.kind.${mode}`) }));
    if (total + chip > game.maxBet) return setNotice(t('play.common.overLimit', { amount: money(game.maxBet) }));
    const key = shapeKey(next.numbers);
    const at = chips.findIndex((c) => shapeKey(c.numbers) === key);
    if (at < 0 && chips.length >= MAX_CHIPS) return setNotice(t('play.roulette.maxChips', { n: MAX_CHIPS }));
    setNotice(null);
    setWins(null);
    setChips(at < 0 ? [...chips, next] : chips.map((c, i) => (i === at ? { ...c, amount: c.amount + chip } : c)));
  };

  const onNumber = (n: number) => {
    if (mode === 'straight') return addChip([n]);
    if (mode === 'street' || mode === 'line') {
      if (n === 0) return setNotice(t('play.roulette.pickRow'));
      return addChip(mode === 'street' ? row(rowOf(n)) : row(Math.min(rowOf(n), 10), 2));
    }
    const picked = pending.includes(n) ? pending.filter((x) => x !== n) : [...pending, n];
    if (picked.length < PICKS[mode]!) return setPending(picked);
    setPending([]);
    if (rouletteKindOf(picked) === mode) addChip(picked);
    else setNotice(t('play.roulette.notLegal', { kind: t(`play.roulette.kind.${mode}`) }));
  };

  const changeMode = (m: Mode) => {
    setMode(m);
    setPending([]);
    setNotice(null);
  };
  const remove = (i: number) => {
    setWins(null);
    setChips(chips.filter((_, j) => j !== i));
  };
  const clear = () => {
    setWins(null);
    setChips([]);
    setPending([]);
  };

  const onSpin = () =>
    run(async () => {
      const round = await play({ chips });
      const detail = round.detail as RouletteDetail;
      setPending([]);
      setSpin((s) => ({ turn: wheelTurn(s.turn, detail.pocket), ballTurn: s.ballTurn - 3 * 360, pocket: null, round: null }));
      await pause(SPIN_MS);
      setSpin((s) => ({ ...s, pocket: detail.pocket, round }));
      setWins(detail.wins);
      pushHistory(round);
    });

  const amounts = new Map(chips.map((c) => [shapeKey(c.numbers), c.amount]));
  const describe = (r: PlayedRound) => {
    const n = (r.detail as RouletteDetail).pocket;
    return t('play.roulette.result', { n, color: colorName(n) });
  };

  return (
    <div className={kit.view}>
      <div className={styles.top}>
        <RouletteWheel turn={spin.turn} ballTurn={spin.ballTurn} pocket={spin.pocket} />
        <RoundOutcome
          result={
            spin.round && spin.pocket !== null
              ? t('play.roulette.result', { n: spin.pocket, color: colorName(spin.pocket) })
              : null
          }
          win={spin.round?.win ?? 0}
          money={money}
        />
      </div>
      <RouletteBoard
        amounts={amounts}
        money={money}
        pending={pending}
        winning={spin.round ? spin.pocket : null}
        disabled={busy}
        onNumber={onNumber}
        onOutside={(_kind, numbers) => addChip(numbers)}
      />
      <div className={kit.controls}>
        <div className={kit.toggle} role="group" aria-label={t('play.roulette.betType')}>
          {MODES.map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} disabled={busy} onClick={() => changeMode(m)}>
              {t(`play.roulette.kind.${m}`)}
            </button>
          ))}
        </div>
        <ChipTray game={game} money={money} value={chip} onChange={setChip} disabled={busy} />
      </div>
      <p className={notice ? kit.error : kit.hint} aria-live="polite">
        {notice ?? t(`play.roulette.modeHint.${mode}`)}
      </p>
      <div className={kit.controls}>
        <ActionButton testId="spin" busy={busy} disabled={chips.length === 0} onClick={onSpin}>
          {t('play.roulette.spin')}
        </ActionButton>
      </div>
      <RouletteChips chips={chips} wins={wins} money={money} disabled={busy} onRemove={remove} onClear={clear} />
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
