import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { formatMoney } from '@/lib/money';
import { MY_BETS_PAGE, useMyBets, type BetsState } from '../api/get-my-bets';
import type { OddsDisplay } from '../hooks/use-odds-format';
import { BetCard } from './bet-card';
import styles from './sportsbook.module.css';

/** My bets: open (read again while any) and settled, newest first, a page at a time. */
export function MyBets({ odds, currency }: { odds: OddsDisplay; currency: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<BetsState>('open');
  const [page, setPage] = useState(1);
  // What the last cash-out paid: said here, as the bet leaves the open list once read again.
  const [paid, setPaid] = useState<number | null>(null);
  const bets = useMyBets(state, page);
  const money = (n: number) => formatMoney(n, currency);
  return (
    <section className={styles.section} data-testid="sports-my-bets" data-state={state}>
      <h1>{t('sportsbook.bets.title')}</h1>
      <div className={styles.tabs} role="group" aria-label={t('sportsbook.bets.title')}>
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={state === s}
            onClick={() => {
              setState(s);
              setPage(1);
            }}
          >
            {t(`sportsbook.bets.${s}`)}
          </button>
        ))}
      </div>
      {paid !== null ? (
        <p className={styles.ok} role="status" data-testid="cash-out-paid">
          {t('sportsbook.cashOut.paid', { amount: money(paid) })}
        </p>
      ) : null}
      <QueryState query={bets} empty={bets.data?.list.length === 0} emptyText={t('sportsbook.bets.empty')}>
        <ul className={styles.bets}>
          {bets.data?.list.map((b) => (
            <BetCard key={b.id} bet={b} odds={odds} money={money} onCashedOut={setPaid} />
          ))}
        </ul>
      </QueryState>
      <Pager page={page} pageSize={MY_BETS_PAGE} total={bets.data?.total ?? 0} onChange={setPage} />
    </section>
  );
}
