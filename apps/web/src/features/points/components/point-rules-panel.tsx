import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { SafeHtml } from '@/components/ui/safe-html';
import { usePointConfig } from '../api/get-point-config';
import { formatPoints } from '../point-rules';
import styles from './points.module.css';

/** The mall's rules: how points are earned, the exchange-rate table, and the operator's own rules. */
export function PointRulesPanel({ money }: { money: (minor: number) => string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const query = usePointConfig(i18n.language);
  const config = query.data;
  const n = (v: number) => formatPoints(v, i18n.language);
  return (
    <QueryState query={query} empty={false} emptyText="">
      {config ? (
        <div className={styles.rules} data-testid="point-rules">
          <p>{t('pointMall.rules.earn', { money: money(10_000), points: n(config.earnPer100) })}</p>
          <p>{t('pointMall.balance.never')}</p>
          <section aria-labelledby="exchange-title">
            <h2 id="exchange-title">{t('pointMall.rules.exchange')}</h2>
            {config.exchange.length === 0 ? (
              <p>{t('pointMall.rules.noTiers')}</p>
            ) : (
              <DataTable
                data-testid="exchange-table"
                rowKey={(tier) => tier.fromPoints}
                rows={[...config.exchange].sort((a, b) => a.fromPoints - b.fromPoints)}
                columns={[
                  {
                    header: t('pointMall.rules.from'),
                    rowHeader: true,
                    cell: (tier) => t('pointMall.rules.fromValue', { points: n(tier.fromPoints) }),
                  },
                  { header: t('pointMall.rules.rate'), num: true, cell: (tier) => money(tier.rate) },
                ]}
              />
            )}
          </section>
          {config.rules ? (
            <section aria-labelledby="operator-rules">
              <h2 id="operator-rules">{t('pointMall.rules.operator')}</h2>
              <SafeHtml html={config.rules} onInternalLink={(path) => void navigate(path)} />
            </section>
          ) : null}
        </div>
      ) : null}
    </QueryState>
  );
}
