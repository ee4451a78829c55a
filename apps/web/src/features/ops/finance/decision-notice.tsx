import { useTranslation } from 'react-i18next';
import type { Outcome } from '../shell/decision-dialog';
import styles from './finance.module.css';

/** What the last decision did: done, or recorded for a second operator (four eyes), announced politely. */
export function DecisionNotice({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation();
  return (
    <p role="status" className={outcome ? styles.notice : 'visually-hidden'} data-testid="finance-notice">
      {outcome === 'pending' ? t('ops.shell.common.secondApproval') : outcome === 'done' ? t('ops.finance.done') : ''}
    </p>
  );
}
