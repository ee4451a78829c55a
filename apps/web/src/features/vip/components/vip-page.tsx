import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { useVip } from '../api/get-vip';
import { progressOf } from '../vip-progress';
import { VipLevels } from './vip-levels';
import { VipProgressBar } from './vip-progress-bar';
import styles from './vip.module.css';

type Props = {
  token: string | null;
  symbol: string;
  rewardsPath: string;
  /** The manual rebate page, or null while its feature flag (MANPLAYREB3) is off. */
  rebatePath: string | null;
};

/**
 * The VIP page (spec §2 "VIP"): the member's level, the progress of valid bet and deposits toward
 * the next one, the benefits in words and the whole table with their level marked. Real members
 * only (the personal centre's guard).
 */
export function VipPage({ token, symbol, rewardsPath, rebatePath }: Props) {
  const { t, i18n } = useTranslation();
  const query = useVip(token, true, i18n.language);
  const money = (minor: number) => formatMoney(minor, symbol);
  const vip = query.data;
  return (
    <section className={styles.page} aria-labelledby="vip-title" data-testid="vip-page">
      <h1 id="vip-title">{t('vip.title')}</h1>
      <QueryState query={query} empty={false} emptyText="">
        {vip ? (
          <>
            <div className={styles.card} data-testid="vip-current">
              <p className={styles.muted}>{t('vip.current')}</p>
              <p className={styles.rank} data-testid="vip-rank">
                {t('centre.vipLabel', { level: vip.level, name: vip.name })}
              </p>
              {vip.next ? (
                <>
                  <h2 className={styles.subtitle}>
                    {t('vip.next', { label: t('centre.vipLabel', { level: vip.next.level, name: vip.next.name }) })}
                  </h2>
                  <VipProgressBar
                    label={t('vip.validBet')}
                    progress={progressOf(vip.validBet, vip.next.minValidBet)}
                    money={money}
                    testId="vip-progress-bet"
                  />
                  <VipProgressBar
                    label={t('vip.deposits')}
                    progress={progressOf(vip.deposits, vip.next.minDeposits)}
                    money={money}
                    testId="vip-progress-deposits"
                  />
                  <p className={styles.muted}>{t('vip.nextHint', { bonus: money(vip.next.upgradeBonus) })}</p>
                </>
              ) : (
                <p data-testid="vip-top">{t('vip.top')}</p>
              )}
            </div>
            <section className={styles.card} aria-labelledby="vip-benefits">
              <h2 id="vip-benefits" className={styles.subtitle}>
                {t('vip.benefits.title')}
              </h2>
              <ul className={styles.benefits}>
                <li>{t('vip.benefits.levels')}</li>
                <li>
                  {t('vip.benefits.bonus')} <Link to={rewardsPath}>{t('vip.benefits.toRewards')}</Link>
                </li>
                <li>{t('vip.benefits.rebate')}</li>
                {rebatePath ? (
                  <li>
                    {t('vip.benefits.manual')} <Link to={rebatePath}>{t('vip.benefits.toRebate')}</Link>
                  </li>
                ) : null}
              </ul>
            </section>
            <VipLevels levels={vip.levels} current={vip.level} money={money} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
