import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpsDashboard } from '@jade/contract/ops-dashboard';
import { formatMoney } from '@/lib/money';
import { formatCount, type FigureKey } from './dashboard-api';
import styles from './dashboard.module.css';

/** The period's headline figures, each a term and its value (and what it counts under it). */
export function FigureTiles({ data }: { data: OpsDashboard }) {
  const { t } = useTranslation();
  const x = data.totals;
  const money = (n: number) => formatMoney(n, data.currency);
  const tiles: { key: FigureKey; value: string; note?: string; negative?: boolean }[] = [
    { key: 'deposits', value: money(x.deposits), note: t('ops.dashboard.orders', { count: x.depositCount }) },
    { key: 'withdrawals', value: money(x.withdrawals), note: t('ops.dashboard.orders', { count: x.withdrawalCount }) },
    { key: 'stake', value: money(x.stake), note: t('ops.dashboard.rounds', { count: x.rounds }) },
    { key: 'validBet', value: money(x.validBet), note: t('ops.dashboard.settled', { count: x.settledRounds }) },
    { key: 'win', value: money(x.win) },
    { key: 'ggr', value: money(x.ggr), negative: x.ggr < 0 },
    { key: 'bonus', value: money(x.bonus) },
    { key: 'ngr', value: money(x.ngr), negative: x.ngr < 0 },
    { key: 'newPlayers', value: formatCount(x.newPlayers) },
    { key: 'activePlayers', value: formatCount(x.activePlayers) },
  ];
  return (
    <dl className={styles.tiles} data-testid="dash-figures">
      {tiles.map((tile) => (
        <div key={tile.key} className={styles.tile} data-testid={`dash-${tile.key}`}>
          <dt>{t(`ops.dashboard.figures.${tile.key}`)}</dt>
          <dd className={tile.negative ? styles.negative : undefined}>
            <span className={styles.value}>{tile.value}</span>
            {tile.note ? <span className={styles.note}>{tile.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const QUEUES = [
  { key: 'deposits', path: '/ops-console/finance/deposits' },
  { key: 'withdrawals', path: '/ops-console/finance/withdrawals' },
  { key: 'disputes', path: '/ops-console/finance/disputes' },
] as const;

/** The finance queues now (not of the period), each count a link to its queue. */
export function PendingQueues({ pending }: { pending: OpsDashboard['pending'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="dash-pending" className={styles.section}>
      <h2 id="dash-pending">{t('ops.dashboard.pending.heading')}</h2>
      <ul className={styles.queues} data-testid="dash-pending">
        {QUEUES.map((q) => (
          <li key={q.key}>
            <Link to={q.path} className={styles.queue} data-testid={`dash-pending-${q.key}`}>
              <span className={styles.value}>{formatCount(pending[q.key])}</span>
              <span>{t(`ops.dashboard.pending.${q.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
