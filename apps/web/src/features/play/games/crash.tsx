import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { formatMultiplier, type MultiplierDetail } from '@jade/engines/limbo';
import { CrashChart, multiplierAt } from './crash-chart';
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
import { tween } from './view-kit-motion';
import styles from './crash.module.css';
import { MultiplierInput, winChanceText } from './limbo-target';
import type { GameViewProps } from './types';

type Flight = { point: number; target: number; hit: boolean; p: number; round: PlayedRound | null };

/**
 * Crash: the auto cash-out multiplier is set before the round; the curve then climbs to the round's
 * crash point. When the point reaches the target, the bet was cashed out there (shown as the curve passes it).
 */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [target, setTarget] = useState(200);
  const [flight, setFlight] = useState<Flight | null>(null);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();

  const onBet = () =>
    run(async () => {
      const round = await play({ stake, target });
      const d = round.detail as MultiplierDetail;
      const base: Flight = { point: d.point, target: d.target, hit: d.hit, p: 0, round: null };
      setFlight(base);
      const ms = Math.min(7000, 700 + 2200 * Math.log(d.point / 100));
      await tween(ms, (p) => setFlight({ ...base, p }));
      setFlight({ ...base, p: 1, round });
      pushHistory(round);
    });

  const now = flight ? multiplierAt(flight.point, flight.p) : 100;
  const cashedOut = flight !== null && flight.hit && now >= flight.target;
  const crashed = flight?.round != null;
  const result = flight?.round
    ? flight.hit
      ? t('play.crash.won', { target: formatMultiplier(flight.target), point: formatMultiplier(flight.point) })
      : t('play.crash.lost', { point: formatMultiplier(flight.point) })
    : null;

  return (
    <div className={kit.view}>
      <div className={clsx(kit.stage, styles.stage)}>
        <CrashChart point={flight?.point ?? 100} p={flight?.p ?? 0} target={flight?.target ?? target} crashed={crashed} />
        <div className={styles.overlay} aria-hidden="true">
          <span className={clsx(styles.big, crashed && styles.crashedText)}>
            {formatMultiplier(crashed ? flight!.point : now)}
          </span>
          {crashed && <span className={styles.crashedLabel}>{t('play.crash.crashed')}</span>}
          {cashedOut && (
            <span className={styles.cashed}>{t('play.crash.cashedOut', { target: formatMultiplier(flight!.target) })}</span>
          )}
        </div>
        <p className="visually-hidden" aria-live="polite">
          {cashedOut && !crashed ? t('play.crash.cashedOut', { target: formatMultiplier(flight!.target) }) : ''}
        </p>
      </div>
      <RoundOutcome result={result} win={flight?.round?.win ?? 0} money={money} />
      <div className={kit.controls}>
        <MultiplierInput
          label={t('play.crash.target')}
          halfLabel={t('play.common.halveTarget')}
          doubleLabel={t('play.common.doubleTarget')}
          value={target}
          onChange={setTarget}
          disabled={busy}
        />
        <StakeSelect game={game} money={money} value={stake} onChange={setStake} disabled={busy} />
      </div>
      <div className={kit.stats}>
        <Stat label={t('play.common.winChance')} testId="win-chance">
          {winChanceText(target)}
        </Stat>
        <Stat label={t('play.common.payoutOnWin')}>{money(Math.floor((stake * target) / 100))}</Stat>
      </div>
      <p className={kit.hint}>{t('play.crash.howTo')}</p>
      <div className={kit.controls}>
        <ActionButton testId="bet" busy={busy} onClick={onBet}>
          {t('play.common.bet')}
        </ActionButton>
      </div>
      <HistoryStrip rounds={history} describe={(r) => formatMultiplier((r.detail as MultiplierDetail).point)} money={money} />
    </div>
  );
}
