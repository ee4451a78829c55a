import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FISH_KINDS } from '@jade/engines/fishing';
import { FishingCanvas } from './fishing-canvas';
import { FISH_COLOURS } from './fishing-draw';
import { createScene, fishOfKind, showShot, type Fish } from './fishing-sim';
import type { GameViewProps } from './types';
import styles from './fishing.module.css';

const MULTIPLIERS = FISH_KINDS.map((k) => k.multiplier);

type Shot = { kind: number; hit: boolean; win: number };

/**
 * Fishing: fish of every kind swim across the sea; each tap on a fish (or its button) is one shot,
 * one bet of the chosen stake; a catch pays stake × the fish's multiplier.
 */
export function View({ game, balance, play, money }: GameViewProps) {
  const { t } = useTranslation();
  const levels = game.stakeLevels.length > 0 ? game.stakeLevels : [game.minBet];
  const [stake, setStake] = useState(levels[0]!);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Shot | null>(null);
  // The scene is mutated by the animation loop and the shots, never rendered from state.
  const [scene] = useState(createScene);
  const inFlight = useRef(false);
  const fishName = (kind: number) => t(`play.fishing.fish.${FISH_KINDS[kind]!.key}` as 'play.fishing.fish.clownfish');

  const shoot = async (kind: number, target: Fish | null) => {
    if (inFlight.current || balance < stake) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const round = await play({ stake, fish: kind });
      const hit = round.win > 0;
      showShot(scene, target, hit, hit ? `+${money(round.win)}` : t('play.fishing.miss'));
      setLast({ kind, hit, win: round.win });
    } catch {
      // The shell shows why.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className={styles.fishing} data-testid="fishing-view">
      <p className={styles.hint}>{t('play.fishing.hint')}</p>
      <FishingCanvas scene={scene} multipliers={MULTIPLIERS} onShoot={(f) => void shoot(f.kind, f)} />
      <div className={styles.bar}>
        <label className={styles.stake}>
          <span>{t('play.fishing.stake')}</span>
          <select value={stake} onChange={(e) => setStake(Number(e.target.value))} data-testid="stake-select">
            {levels.map((l) => (
              <option key={l} value={l}>
                {money(l)}
              </option>
            ))}
          </select>
        </label>
        <p className={styles.last} aria-live="polite" data-testid="fish-last" data-hit={last ? String(last.hit) : undefined}>
          {last
            ? last.hit
              ? t('play.fishing.caught', { fish: fishName(last.kind), amount: money(last.win) })
              : t('play.fishing.missed', { fish: fishName(last.kind) })
            : t('play.fishing.ready')}
        </p>
      </div>
      {balance < stake ? (
        <p className={styles.warn} role="status">
          {t('play.fishing.lowBalance')}
        </p>
      ) : null}
      <h2 className={styles.kindsTitle}>{t('play.fishing.kinds')}</h2>
      <ul className={styles.kinds}>
        {FISH_KINDS.map((k, i) => (
          <li key={k.key}>
            <button
              type="button"
              className={styles.kind}
              disabled={busy || balance < stake}
              onClick={() => void shoot(i, fishOfKind(scene, i))}
              aria-label={t('play.fishing.shootAt', { fish: fishName(i), multiplier: k.multiplier, amount: money(stake) })}
              data-testid={`fish-${i}`}
            >
              <span className={styles.dot} style={{ background: FISH_COLOURS[i % FISH_COLOURS.length] }} aria-hidden="true" />
              <span>{fishName(i)}</span>
              <strong>{k.multiplier}×</strong>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
