import { useTranslation } from 'react-i18next';
import styles from './reward-badge.module.css';

/**
 * The reward centre's red count (spec §2): shown only above 0, "99+" past 99; read out as "n
 * rewards to claim" (the figure itself is for the eye).
 */
export function RewardBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="reward-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('centre.rewardsBadge', { count })}</span>
    </span>
  );
}
