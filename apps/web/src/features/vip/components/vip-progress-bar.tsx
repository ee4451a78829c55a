import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Progress } from '../vip-progress';
import styles from './vip.module.css';

type Props = { label: string; progress: Progress; money: (minor: number) => string; testId: string };

/** One requirement of the next level as a bar: what is reached of what is needed, and what remains. */
export function VipProgressBar({ label, progress: p, money, testId }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const text = t('vip.progress', { have: money(p.have), need: money(p.need) });
  return (
    <div className={styles.requirement} data-testid={testId} data-reached={p.reached}>
      <div className={styles.requirementHead}>
        <span id={id} className={styles.requirementName}>
          {label}
        </span>
        <span className={styles.figures}>
          {text} ({p.percent}%)
        </span>
      </div>
      <ProgressBar labelledBy={id} value={p.have} max={p.need} percent={p.percent} text={text} />
      <p className={styles.muted}>{p.reached ? t('vip.reached') : t('vip.toGo', { amount: money(p.need - p.have) })}</p>
    </div>
  );
}
