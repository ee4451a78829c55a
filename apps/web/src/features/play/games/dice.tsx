import clsx from 'clsx';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceMultiplier,
  diceWin,
  diceWinCount,
  formatHundredths,
  type DiceDetail,
} from '@jade/engines/dice';
import {
  ActionButton,
  HistoryStrip,
  kit,
  RoundOutcome,
  StakeSelect,
  Stat,
  stakeLevelsOf,
  useHistory,
  useRunner,
} from './view-kit';
import { easeOut, tween } from './view-kit-motion';
import styles from './dice.module.css';
import type { GameViewProps } from './types';

const clampTarget = (n: number) => Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(n)));
/** "49.5" → 4950 hundredths; null when not a number. */
const parseTarget = (text: string) => {
  const v = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(v) ? clampTarget(v * 100) : null;
};
/** The ×10000 multiplier as "1.9800×". */
const formatMultiplier4 = (m: number) => `${Math.floor(m / 10000)}.${String(m % 10000).padStart(4, '0')}×`;

/** Dice: a roll 0.00–99.99 over or under a target; the smaller the chance, the bigger the pay. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [target, setTarget] = useState(5000);
  const [draft, setDraft] = useState<string | null>(null);
  const [over, setOver] = useState(true);
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<PlayedRound | null>(null);
  const shownRef = useRef(5000);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();
  const sliderId = useId();
  const inputId = useId();

  const commitDraft = () => {
    if (draft === null) return;
    const v = parseTarget(draft);
    if (v !== null) setTarget(v);
    setDraft(null);
  };

  const onRoll = () =>
    run(async () => {
      const round = await play({ stake, target, over });
      const detail = round.detail as DiceDetail;
      setLast(null);
      const from = shownRef.current;
      await tween(800, (p) => {
        const v = Math.round(from + (detail.roll - from) * easeOut(p));
        shownRef.current = v;
        setShown(v);
      });
      setLast(round);
      pushHistory(round);
    });

  const lastDetail = last?.detail as DiceDetail | undefined;
  const chance = diceWinCount(target, over);
  const winZone = over ? { left: `${target / 100}%`, right: '0%' } : { left: '0%', right: `${100 - target / 100}%` };
  const describe = (r: PlayedRound) => formatHundredths((r.detail as DiceDetail).roll);

  return (
    <div className={kit.view}>
      <div className={kit.stage}>
        <div className={styles.readout} aria-hidden="true">
          <span className={clsx(styles.big, lastDetail && (lastDetail.hit ? styles.hit : styles.miss))}>
            {shown === null ? '—' : formatHundredths(shown)}
          </span>
        </div>
        <div className={styles.track}>
          <div className={styles.zone} style={winZone as CSSProperties} />
          {shown !== null && (
            <span
              className={clsx(styles.marker, lastDetail && (lastDetail.hit ? styles.hit : styles.miss))}
              style={{ left: `${shown / 100}%` }}
            >
              {formatHundredths(shown)}
            </span>
          )}
          <label htmlFor={sliderId} className="visually-hidden">
            {t('play.dice.targetSlider')}
          </label>
          <input
            id={sliderId}
            className={styles.slider}
            type="range"
            min={DICE_MIN_TARGET}
            max={DICE_MAX_TARGET}
            step={1}
            value={target}
            disabled={busy}
            aria-valuetext={formatHundredths(target)}
            onChange={(e) => setTarget(clampTarget(Number(e.target.value)))}
          />
        </div>
        <div className={styles.scale} aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
      <RoundOutcome
        result={
          last && lastDetail
            ? t(lastDetail.hit ? 'play.dice.won' : 'play.dice.lost', { roll: formatHundredths(lastDetail.roll) })
            : null
        }
        win={last?.win ?? 0}
        money={money}
      />
      <div className={kit.controls}>
        <div className={kit.field}>
          <label htmlFor={inputId}>{t('play.dice.target')}</label>
          <input
            id={inputId}
            className={kit.input}
            inputMode="decimal"
            value={draft ?? formatHundredths(target)}
            disabled={busy}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitDraft}
            onKeyDown={(e) => e.key === 'Enter' && commitDraft()}
          />
        </div>
        <div className={kit.toggle} role="group" aria-label={t('play.dice.direction')}>
          <button type="button" aria-pressed={!over} disabled={busy} onClick={() => setOver(false)}>
            {t('play.dice.under')}
          </button>
          <button type="button" aria-pressed={over} disabled={busy} onClick={() => setOver(true)}>
            {t('play.dice.over')}
          </button>
        </div>
        <StakeSelect game={game} money={money} value={stake} onChange={setStake} disabled={busy} />
      </div>
      <div className={kit.stats}>
        <Stat label={t('play.common.winChance')} testId="win-chance">
          {formatHundredths(chance)}%
        </Stat>
        <Stat label={t('play.common.multiplier')} testId="multiplier">
          {formatMultiplier4(diceMultiplier(target, over))}
        </Stat>
        <Stat label={t('play.common.payoutOnWin')}>{money(diceWin(stake, target, over))}</Stat>
      </div>
      <div className={kit.controls}>
        <ActionButton testId="roll" busy={busy} onClick={onRoll}>
          {t('play.dice.roll')}
        </ActionButton>
      </div>
      <HistoryStrip rounds={history} describe={describe} money={money} />
    </div>
  );
}
