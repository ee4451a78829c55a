import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardItem } from '@jade/contract/promotions';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDateTime } from '@/lib/dates';
import styles from './rewards.module.css';

type Props = { reward: RewardItem; money: (minor: number) => string; claiming: boolean; onClaim: () => void };

/**
 * One reward: title, amount and state, when it was granted and until when it can be claimed (or
 * when it was claimed), and for a claimed bonus with a turnover the progress of its valid bets.
 */
export function RewardCard({ reward: r, money, claiming, onClaim }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <li className={styles.reward} data-testid="reward-item" data-state={r.state} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId}>{r.title}</h3>
        <span className={styles.state} data-state={r.state}>
          {t(`promotions.rewards.states.${r.state}`)}
        </span>
      </div>
      <dl className={styles.facts}>
        <dt>{t('promotions.rewards.amount')}</dt>
        <dd className={styles.amount} data-testid="reward-amount">
          {money(r.amount)}
        </dd>
        <dt>{t('promotions.rewards.granted')}</dt>
        <dd>{when(r.grantedAt)}</dd>
        {r.claimedAt ? (
          <>
            <dt>{t('promotions.rewards.claimedAt')}</dt>
            <dd>{when(r.claimedAt)}</dd>
          </>
        ) : (
          <>
            <dt>{t('promotions.rewards.claimUntil')}</dt>
            <dd>{when(r.claimableUntil)}</dd>
          </>
        )}
      </dl>
      {r.state === 'CLAIMED' && r.turnover > 0 ? <Turnover reward={r} money={money} titleId={titleId} /> : null}
      {r.state === 'REJECTED' && r.reason ? (
        <p className={styles.muted} data-testid="reward-reason">
          {t(`promotions.rewards.reasons.${r.reason}`)}
        </p>
      ) : null}
      {r.state === 'CLAIM' ? (
        <Button
          className={styles.claim}
          disabled={claiming}
          aria-label={t('promotions.rewards.claimNamed', { title: r.title })}
          onClick={onClaim}
        >
          {claiming ? t('promotions.rewards.claiming') : t('promotions.rewards.claim')}
        </Button>
      ) : null}
    </li>
  );
}

function Turnover({ reward: r, money, titleId }: { reward: RewardItem; money: (minor: number) => string; titleId: string }) {
  const { t } = useTranslation();
  const done = Math.min(r.turnoverDone, r.turnover);
  const percent = Math.floor((done / r.turnover) * 100);
  const text = t('promotions.rewards.progress', { done: money(r.turnoverDone), required: money(r.turnover) });
  return (
    <div className={styles.turnover}>
      <ProgressBar labelledBy={titleId} value={done} max={r.turnover} percent={percent} text={text} testId="reward-turnover" />
      <p className={styles.muted}>
        {t('promotions.rewards.turnover')}: {text} ({percent}%)
      </p>
    </div>
  );
}
