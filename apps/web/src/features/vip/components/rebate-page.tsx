import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RebateAccrual } from '@jade/contract/vip';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDay } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useClaimRebate } from '../api/claim-rebate';
import { useRebate } from '../api/get-rebate';
import { rateText } from '../vip-progress';
import styles from './vip.module.css';

type Line = RebateAccrual['lines'][number];
type Props = { token: string | null; symbol: string; rewardsPath: string };

/**
 * The manual rebate (spec §2 account menu, MANPLAYREB3): today's valid bet per game category with
 * its rate, the rebate earned and claimed, and a claim of what is left. The claim is sent once
 * however often its button is pressed; the rebate then waits in the reward centre.
 */
export function RebatePage({ token, symbol, rewardsPath }: Props) {
  const { t, i18n } = useTranslation();
  const query = useRebate(token);
  const claim = useClaimRebate(token);
  const sent = useRef(false);
  const money = (minor: number) => formatMoney(minor, symbol);
  const accrual = query.data;

  const onClaim = () => {
    if (sent.current) return;
    sent.current = true;
    claim.mutate(undefined, { onSettled: () => (sent.current = false) });
  };

  const columns: Column<Line>[] = [
    { header: t('vip.rebate.game'), rowHeader: true, cell: (l) => t(`nav.${l.category}`) },
    { header: t('vip.rebate.validBet'), num: true, cell: (l) => money(l.validBet) },
    { header: t('vip.rebate.rate'), num: true, cell: (l) => rateText(l.rateBp) },
    { header: t('vip.rebate.earned'), num: true, cell: (l) => money(l.amount) },
    { header: t('vip.rebate.claimed'), num: true, cell: (l) => money(l.claimed) },
  ];

  return (
    <section className={styles.page} aria-labelledby="rebate-title" data-testid="rebate-page">
      <h1 id="rebate-title">{t('vip.rebate.title')}</h1>
      {accrual ? <p className={styles.muted}>{t('vip.rebate.intro', { day: formatDay(accrual.day, i18n.language) })}</p> : null}
      {claim.data ? (
        <p className={styles.done} role="status" data-testid="rebate-claimed">
          {claim.data.granted > 0 ? t('vip.rebate.done', { amount: money(claim.data.granted) }) : t('vip.rebate.nothingNew')}{' '}
          <Link to={rewardsPath}>{t('vip.rebate.toRewards')}</Link>
        </p>
      ) : null}
      {claim.error ? (
        <p className={styles.error} role="alert">
          {errorText(t, claim.error)}
        </p>
      ) : null}
      <QueryState query={query} empty={accrual?.lines.length === 0} emptyText={t('vip.rebate.empty')}>
        {accrual ? (
          <div className={styles.card}>
            <h2 className={styles.subtitle}>{t('vip.rebate.lines')}</h2>
            <div className={styles.table}>
              <DataTable
                rows={accrual.lines}
                columns={columns}
                rowKey={(l) => l.category}
                layout="stack"
                data-testid="rebate-lines"
              />
            </div>
            <div className={styles.total}>
              <span>
                {t('vip.rebate.claimable')}: <strong data-testid="rebate-claimable">{money(accrual.claimable)}</strong>
              </span>
              <Button className={styles.claim} disabled={claim.isPending || accrual.claimable <= 0} onClick={onClaim}>
                {claim.isPending ? t('vip.rebate.claiming') : t('vip.rebate.claim')}
              </Button>
            </div>
          </div>
        ) : null}
      </QueryState>
    </section>
  );
}
