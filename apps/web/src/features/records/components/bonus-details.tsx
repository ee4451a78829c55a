import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BonusRecord } from '@jade/contract/wallet';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { tableStyles } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useBonuses } from '../api/get-bonuses';
import { QueryState } from '@/components/ui/query-state';
import styles from './records.module.css';

/** Personal centre → bonus details (bonusDetails): each bonus credit, its turnover progress and the amount still locked. */
export function BonusDetails() {
  const { t } = useTranslation();
  const query = useBonuses();
  const data = query.data;
  return (
    <div className={styles.page} data-testid="bonus-details">
      <h1>{t('records.bonuses.title')}</h1>
      <QueryState query={query} empty={data?.list.length === 0} emptyText={t('records.bonuses.empty')}>
        {data ? (
          <div className={styles.stack}>
            <Card as="dl" className={tableStyles.totals}>
              <div>
                <dt>{t('records.bonuses.locked')}</dt>
                <dd data-testid="bonus-locked">{formatMoney(data.locked)}</dd>
              </div>
            </Card>
            <ul className={styles.bonusList}>
              {data.list.map((b) => (
                <BonusCard key={b.id} bonus={b} />
              ))}
            </ul>
          </div>
        ) : null}
      </QueryState>
    </div>
  );
}

function BonusCard({ bonus: b }: { bonus: BonusRecord }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const done = Math.min(b.turnoverDone, b.turnoverRequired);
  const percent = b.turnoverRequired > 0 ? Math.floor((done / b.turnoverRequired) * 100) : 100;
  const progressText = t('records.bonuses.progress', {
    done: formatMoney(b.turnoverDone),
    required: formatMoney(b.turnoverRequired),
  });
  return (
    <Card as="li">
      <div className={styles.bonusHead}>
        <h2 id={titleId}>{b.name}</h2>
        <span className={styles.badge}>{t(`records.bonuses.statuses.${b.status}`)}</span>
      </div>
      <dl className={styles.detail}>
        <dt>{t('records.bonuses.amount')}</dt>
        <dd>{formatMoney(b.amount)}</dd>
        <dt>{t('records.bonuses.credited')}</dt>
        <dd>{formatDateTime(b.createdAt, i18n.language)}</dd>
        {b.completedAt ? (
          <>
            <dt>{t('records.bonuses.completedAt')}</dt>
            <dd>{formatDateTime(b.completedAt, i18n.language)}</dd>
          </>
        ) : null}
      </dl>
      <ProgressBar
        className={styles.progress}
        labelledBy={titleId}
        value={done}
        max={b.turnoverRequired}
        percent={percent}
        text={progressText}
      />
      <p className={styles.muted}>
        {t('records.bonuses.turnover')}: {progressText} ({percent}%)
      </p>
    </Card>
  );
}
