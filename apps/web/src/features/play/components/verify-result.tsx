import { useTranslation } from 'react-i18next';
import type { Recorded, Verdict } from './verify';
import styles from './verify.module.css';

/** Indented JSON with arrays of plain values kept on one line (reels, stops, mine positions). */
const pretty = (v: unknown) =>
  v === undefined
    ? '—'
    : JSON.stringify(v, null, 1).replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_m, inner: string) => `[${inner.replace(/\s+/g, ' ')}]`);

/** The verdict, then the recorded and recomputed rounds side by side. */
export function VerifyResult({ verdict, recorded }: { verdict: Verdict; recorded: Recorded }) {
  const { t } = useTranslation();
  if (verdict.kind !== 'done') {
    const text =
      verdict.kind === 'unrevealed'
        ? t('play.verify.notRevealed')
        : verdict.kind === 'hash-mismatch'
          ? t('play.verify.hashMismatch', { hash: verdict.hash })
          : t('play.verify.engineError', { message: verdict.message });
    return (
      <p
        className={verdict.kind === 'unrevealed' ? styles.info : styles.bad}
        role="status"
        data-testid="verify-verdict"
        data-verdict={verdict.kind}
      >
        {text}
      </p>
    );
  }
  const kind = verdict.match === null ? 'computed' : verdict.match ? 'verified' : 'mismatch';
  const { outcome } = verdict;
  return (
    <section className={styles.result} aria-label={t('play.verify.resultLabel')}>
      <p
        className={kind === 'mismatch' ? styles.bad : styles.good}
        role="status"
        data-testid="verify-verdict"
        data-verdict={kind}
      >
        {kind === 'verified'
          ? t('play.verify.verified')
          : kind === 'mismatch'
            ? t('play.verify.mismatch')
            : t('play.verify.computed')}
      </p>
      {kind === 'mismatch' ? <p>{t('play.verify.differs', { fields: verdict.differences.join(', ') })}</p> : null}
      <p className={styles.hash}>
        {t('play.verify.hashOk')} <code>{verdict.hash}</code>
      </p>
      {verdict.jackpot ? <p>{t('play.verify.jackpotNote')}</p> : null}
      <div className={styles.compare}>
        <div>
          <h2>{t('play.verify.recorded')}</h2>
          <dl>
            <dt>{t('play.verify.win')}</dt>
            <dd data-testid="verify-recorded-win">{recorded.win ?? '—'}</dd>
            <dt>{t('play.verify.result')}</dt>
            <dd>{recorded.result ?? '—'}</dd>
          </dl>
          <pre>{pretty(recorded.detail)}</pre>
        </div>
        <div>
          <h2>{t('play.verify.recomputed')}</h2>
          <dl>
            <dt>{t('play.verify.win')}</dt>
            <dd data-testid="verify-recomputed-win">{outcome.win}</dd>
            <dt>{t('play.verify.result')}</dt>
            <dd data-testid="verify-recomputed-result">{outcome.result}</dd>
          </dl>
          <pre>{pretty(outcome.detail)}</pre>
        </div>
      </div>
      <p className={styles.note}>{t('play.verify.minorUnits')}</p>
    </section>
  );
}
