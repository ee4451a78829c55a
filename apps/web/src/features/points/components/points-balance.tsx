import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { formatPoints, type Viewer } from '../point-rules';
import styles from './points.module.css';

type Props = {
  viewer: Viewer;
  balance: { data: number | undefined; isPending: boolean; isError: boolean; error: unknown };
  onNeedLogin: () => void;
};

/** The member's points, never expiring; a guest is asked to log in, a trial account told points are for real accounts. */
export function PointsBalance({ viewer, balance, onNeedLogin }: Props) {
  const { t, i18n } = useTranslation();
  if (viewer === 'guest')
    return (
      <div className={styles.balance} data-testid="points-sign-in">
        <p>{t('pointMall.balance.signIn')}</p>
        <Button onClick={onNeedLogin}>{t('pointMall.balance.signInButton')}</Button>
      </div>
    );
  if (viewer === 'trial')
    return (
      <div className={styles.balance}>
        <p>{t('pointMall.balance.trial')}</p>
      </div>
    );
  return (
    <section className={styles.balance} aria-labelledby="points-title">
      <div>
        <h2 id="points-title" className={styles.balanceTitle}>
          {t('pointMall.balance.title')}
        </h2>
        <p className={styles.muted}>{t('pointMall.balance.never')}</p>
      </div>
      {balance.isError ? (
        <p className={styles.reason} role="alert">
          {errorText(t, balance.error)}
        </p>
      ) : (
        <p className={styles.points} data-testid="points-balance" aria-busy={balance.isPending}>
          {balance.data === undefined ? '…' : formatPoints(balance.data, i18n.language)}
        </p>
      )}
    </section>
  );
}
