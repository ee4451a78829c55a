import { useTranslation } from 'react-i18next';
import styles from './mission-badge.module.css';

/**
 * The missions page's red count (spec §2): complete missions not yet claimed, shown only above 0,
 * "99+" past 99; read out as "n missions to claim".
 */
export function MissionBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count || count <= 0) return null;
  return (
    <span className={styles.badge} data-testid="mission-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t('centre.missionsBadge', { count })}</span>
    </span>
  );
}
