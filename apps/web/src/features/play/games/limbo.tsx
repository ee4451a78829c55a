import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayedRound } from '@jade/contract/games';
import { formatMultiplier, type MultiplierDetail } from '@jade/engines/limbo';
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
import { MultiplierInput, winChanceText } from './limbo-target';
import styles from './limbo.module.css';
import type { GameViewProps } from './types';

/** Limbo: pick a target multiplier; the round's result counts up and wins when it reaches the target. */
export function View({ game, money, play }: GameViewProps) {
  const { t } = useTranslation();
  const [stake, setStake] = useState(() => stakeLevelsOf(game)[0]!);
  const [target, setTarget] = useState(200);
  const [shown, setShown] = useState<number | null>(null);
  const [last, setLast] = useState<PlayedRound | null>(null);
  const { busy, run } = useRunner();
  const [history, pushHistory] = useHistory();

  const onBet = () =>
    run(async () => {
      const round = await play({ stake, target });
      const { point } = round.detail as MultiplierDetail;
      setLast(null);
      const ms = Math.min(1800, 500 + 400 * Math.log10(point / 100));
      await tween(ms, (p) => setShown(Math.floor(100 * (point / 100) ** easeOut(p))));
      setShown(point);
      setLast(round);
      pushHistory(round);
    });

  const detail = last?.detail as MultiplierDetail | undefined;
  const tone = shown === null ? null : detail ? (detail.hit ? styles.hit : styles.miss) : shown >= target ? styles.hit : null;

  return (
    <div className={kit.view}>
      <div className={clsx(kit.stage, styles.stage)}>
        <span className={clsx(styles.big, tone)} aria-hidden="true">
          {shown === null ? formatMultiplier(100) : formatMultiplier(shown)}
        </span>
        <span className={styles.targetNote}>{t('play.limbo.targetIs', { target: formatMultiplier(target) })}</span>
      </div>
      <RoundOutcome
        result={detail ? t(detail.hit ? 'play.limbo.won' : 'play.limbo.lost', { point: formatMultiplier(detail.point) }) : null}
        win={last?.win ?? 0}
        money={money}
      />
      <div className={kit.controls}>
        <MultiplierInput
          label={t('play.limbo.target')}
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
      <div className={kit.controls}>
        <ActionButton testId="bet" busy={busy} onClick={onBet}>
          {t('play.common.bet')}
        </ActionButton>
      </div>
      <HistoryStrip rounds={history} describe={(r) => formatMultiplier((r.detail as MultiplierDetail).point)} money={money} />
    </div>
  );
}
