import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@/components/ui/paged-table';
import { formatDateTime } from '@/lib/dates';
import { usePointMovements } from '../api/get-point-movements';
import { formatPoints } from '../point-rules';
import styles from './points.module.css';

/** Points details: every movement of the member's points (earned, redeemed, refunded, converted) with the points after it. */
export function PointMovements() {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const query = usePointMovements(pageNo);
  const n = (v: number) => formatPoints(v, i18n.language);
  return (
    <PagedTable
      query={query}
      emptyText={t('pointMall.details.empty')}
      onPage={setPageNo}
      layout="stack"
      data-testid="point-movements"
      columns={[
        {
          header: t('pointMall.details.time'),
          cell: (m) => <time dateTime={m.time}>{formatDateTime(m.time, i18n.language)}</time>,
        },
        { header: t('pointMall.details.kind'), cell: (m) => t(`pointMall.details.kinds.${m.kind}`), rowHeader: true },
        {
          header: t('pointMall.details.change'),
          num: true,
          cell: (m) => (
            <span className={m.delta < 0 ? styles.minus : styles.plus}>{m.delta > 0 ? `+${n(m.delta)}` : n(m.delta)}</span>
          ),
        },
        { header: t('pointMall.details.balanceAfter'), num: true, cell: (m) => n(m.balanceAfter) },
      ]}
    />
  );
}
