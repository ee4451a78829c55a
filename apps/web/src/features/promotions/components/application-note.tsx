import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PromotionItem } from '@jade/contract/promotions';
import styles from './promotions.module.css';

/**
 * Where the member's application stands, under its action: waiting for review, issued (the reward
 * waits in the reward centre) or rejected with the operator's remark.
 */
export function ApplicationNote({ promotion: p, rewardsPath }: { promotion: PromotionItem; rewardsPath: string }) {
  const { t } = useTranslation();
  const application = p.terms.kind === 'APPLY' ? p.progress?.application : null;
  if (!application) return null;
  if (application.status === 'APPLYING')
    return (
      <p className={styles.done} data-testid="application-note">
        {t('promotions.application.applying')}
      </p>
    );
  if (application.status === 'ISSUED')
    return (
      <p className={styles.done} data-testid="application-note">
        {t('promotions.application.issued')} <Link to={rewardsPath}>{t('promotions.toRewards')}</Link>
      </p>
    );
  return (
    <p className={styles.error} data-testid="application-note">
      {application.decisionRemark
        ? t('promotions.application.rejected', { remark: application.decisionRemark })
        : t('promotions.application.rejectedNoRemark')}
    </p>
  );
}
