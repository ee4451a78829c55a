import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalStatus } from '@jade/contract/payments';
import styles from './payments.module.css';

const TONES: Record<DepositStatus | WithdrawalStatus, 'pending' | 'ok' | 'bad' | 'done'> = {
  PENDING: 'pending',
  APPROVED: 'ok',
  REJECTED: 'bad',
  EXPIRED: 'done',
  PAID: 'ok',
  RECEIVED: 'ok',
  PARTIAL: 'pending',
  NOT_RECEIVED: 'bad',
  FORCED_RECEIVED: 'done',
  RESOLVED: 'done',
};

/** A deposit or withdrawal state, translated and coloured by how it ended. */
export function StatusBadge(
  props: { kind: 'deposit'; status: DepositStatus } | { kind: 'withdrawal'; status: WithdrawalStatus },
) {
  const { t } = useTranslation();
  const text =
    props.kind === 'deposit' ? t(`payments.depositStatus.${props.status}`) : t(`payments.withdrawalStatus.${props.status}`);
  return (
    <span className={styles.badge} data-tone={TONES[props.status]} data-testid="status-badge">
      {text}
    </span>
  );
}
