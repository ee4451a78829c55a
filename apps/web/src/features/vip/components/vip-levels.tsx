import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@jade/contract/catalog';
import type { VipLevel } from '@jade/contract/vip';
import { DataTable, type Column } from '@/components/ui/data-table';
import { rateCategories, rateText } from '../vip-progress';
import styles from './vip.module.css';

type Props = { levels: VipLevel[]; current: number; money: (minor: number) => string };

/**
 * The VIP table: each level's requirements and upgrade bonus (stacked into cards on a phone), then
 * the daily rebate rates with a row per game category (named as the nav names them) and a column
 * per level. The member's level is marked in both.
 */
export function VipLevels({ levels, current, money }: Props) {
  const { t } = useTranslation();
  const label = (l: VipLevel) => t('centre.vipLabel', { level: l.level, name: l.name });
  const columns: Column<VipLevel>[] = [
    {
      header: t('vip.levels.level'),
      rowHeader: true,
      cell: (l) => (
        <>
          {label(l)}
          {l.level === current ? <span className={styles.yours}>{t('vip.levels.yours')}</span> : null}
        </>
      ),
    },
    { header: t('vip.levels.validBet'), num: true, cell: (l) => money(l.minValidBet) },
    { header: t('vip.levels.deposits'), num: true, cell: (l) => money(l.minDeposits) },
    { header: t('vip.levels.bonus'), num: true, cell: (l) => money(l.upgradeBonus) },
  ];
  const rateColumns: Column<GameCategory>[] = [
    { header: t('vip.rates.game'), rowHeader: true, cell: (c) => t(`nav.${c}`) },
    ...levels.map((l): Column<GameCategory> => ({
      key: String(l.level),
      header: label(l),
      num: true,
      cell: (c) =>
        l.level === current ? (
          <strong className={styles.yourRate}>{rateText(l.rebateRates[c] ?? 0)}</strong>
        ) : (
          rateText(l.rebateRates[c] ?? 0)
        ),
    })),
  ];
  return (
    <>
      <section className={styles.card} aria-labelledby="vip-levels">
        <h2 id="vip-levels" className={styles.subtitle}>
          {t('vip.levels.title')}
        </h2>
        <div className={styles.table}>
          <DataTable
            rows={levels}
            columns={columns}
            rowKey={(l) => l.level}
            rowProps={(l) => ({ 'data-current': l.level === current, 'aria-current': l.level === current ? 'true' : undefined })}
            layout="stack"
            data-testid="vip-levels"
          />
        </div>
      </section>
      <section className={styles.card} aria-labelledby="vip-rates">
        <h2 id="vip-rates" className={styles.subtitle}>
          {t('vip.rates.title')}
        </h2>
        <div className={styles.table}>
          <DataTable rows={rateCategories(levels)} columns={rateColumns} rowKey={(c) => c} data-testid="vip-rates" />
        </div>
      </section>
    </>
  );
}
