import clsx from 'clsx';
import styles from './progress-bar.module.css';

type Props = {
  /** The id of the element that names what progresses (a title). */
  labelledBy: string;
  value: number;
  max: number;
  /** The filled share, 0–100, as the caller words it (it shows the same figure in text). */
  percent: number;
  /** What a screen reader says: "Rs 1,250.00 of Rs 5,000.00". */
  text: string;
  className?: string | undefined;
  testId?: string | undefined;
};

/** The one progress bar of the site (turnover, VIP requirements, missions): an ARIA progressbar. */
export function ProgressBar({ labelledBy, value, max, percent, text, className, testId }: Props) {
  return (
    <div
      className={clsx(styles.bar, className)}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.max(0, Math.min(value, max))}
      aria-valuetext={text}
      data-testid={testId}
    >
      <span style={{ width: `${Math.max(0, Math.min(100, percent))}%` }} />
    </div>
  );
}
