import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MissionItem } from '@jade/contract/missions';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDateTime } from '@/lib/dates';
import { categoriesOf, countsMoney, percentDone, periodLeft } from '../mission-text';
import styles from './missions.module.css';

type Props = { mission: MissionItem; money: (minor: number) => string; claiming: boolean; onClaim: () => void };

/** The clock of a countdown, once a minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * One mission: its period, goal and progress bar, reward and points, when the period ends (a
 * countdown on its last day), and the claim button once it is complete.
 */
export function MissionCard({ mission: m, money, claiming, onClaim }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const now = useMinuteClock();
  const figure = (n: number) => (countsMoney(m) ? money(n) : String(n));
  const progress = t(`missions.goals.${m.goal.kind}`, { done: figure(m.progress), target: figure(m.goal.target) });
  const percent = percentDone(m);
  const left = periodLeft(m.periodEnd, now);
  const categories = categoriesOf(m);
  return (
    <li className={styles.mission} data-testid="mission" data-state={m.state} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId}>{m.title}</h3>
        <span className={styles.state} data-state={m.state}>
          {t(`missions.states.${m.state}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {t(`missions.periods.${m.period}`)} ·{' '}
        {left
          ? t('missions.endsIn', { hours: left.hours, minutes: left.minutes })
          : t('missions.endsOn', { date: formatDateTime(m.periodEnd, i18n.language) })}
      </p>
      <ProgressBar labelledBy={titleId} value={m.progress} max={m.goal.target} percent={percent} text={progress} />
      <p className={styles.progress} data-testid="mission-progress">
        {progress}
      </p>
      {categories.length > 0 ? (
        <p className={styles.muted}>
          {t('missions.inCategories', { categories: categories.map((c) => t(`nav.${c}`)).join(', ') })}
        </p>
      ) : null}
      <dl className={styles.facts}>
        {m.reward > 0 ? (
          <>
            <dt>{t('missions.reward')}</dt>
            <dd data-testid="mission-reward">
              {m.turnoverMultiple > 0
                ? t('missions.rewardValue', { amount: money(m.reward), multiple: m.turnoverMultiple })
                : money(m.reward)}
            </dd>
          </>
        ) : null}
        <dt>{t('missions.points')}</dt>
        <dd>{m.points}</dd>
      </dl>
      {m.state === 'COMPLETE' ? (
        <Button
          className={styles.claim}
          disabled={claiming}
          aria-label={t('missions.claimNamed', { title: m.title })}
          onClick={onClaim}
        >
          {claiming ? t('missions.claiming') : t('missions.claim')}
        </Button>
      ) : null}
    </li>
  );
}
