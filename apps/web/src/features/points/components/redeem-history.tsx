import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Redemption } from '@jade/contract/points';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { useRedemptions } from '../api/get-redemptions';
import { formatPoints } from '../point-rules';
import styles from './points.module.css';

const TONES: Record<Redemption['status'], 'pending' | 'ok' | 'bad'> = { IN_PROCESS: 'pending', APPROVED: 'ok', REJECTED: 'bad' };

/** A redemption's state (in process, approved, rejected), translated and coloured by how it ended. */
export function RedeemStatusBadge({ status }: { status: Redemption['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={TONES[status]} data-testid="redeem-status">
      {t(`pointMall.history.states.${status}`)}
    </span>
  );
}

/** Redeem history: what the member redeemed, newest first, with its state and the operator's remark. */
export function RedeemHistory({ money }: { money: (minor: number) => string }) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = useRedemptions(pageNo, i18n.language);
  const n = (v: number) => formatPoints(v, i18n.language);
  return (
    <PagedTable
      query={query}
      emptyText={t('pointMall.history.empty')}
      onPage={setPageNo}
      layout="stack"
      data-testid="redeem-history"
      columns={[
        {
          header: t('pointMall.history.time'),
          cell: (r) => <time dateTime={r.time}>{formatDateTime(r.time, i18n.language)}</time>,
        },
        { header: t('pointMall.history.item'), cell: (r) => r.name, rowHeader: true },
        { header: t('pointMall.history.quantity'), num: true, cell: (r) => n(r.quantity) },
        { header: t('pointMall.history.points'), num: true, cell: (r) => n(r.points) },
        { header: t('pointMall.history.value'), num: true, cell: (r) => money(r.amount) },
        { header: t('pointMall.history.status'), cell: (r) => <RedeemStatusBadge status={r.status} /> },
        { header: t('pointMall.history.remark'), cell: (r) => r.remark ?? '' },
      ]}
    />
  );
}
