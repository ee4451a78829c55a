import { useTranslation } from 'react-i18next';
import type { RankingBoard as Board } from '@jade/contract/promotions';
import { QueryState } from '@/components/ui/query-state';
import table from '@/components/ui/table.module.css';
import { useRanking } from '../api/get-ranking';
import styles from './ranking-board.module.css';

type Row = Board['list'][number];

type Props = { promotionId: number; token: string | null; money: (minor: number) => string };

/**
 * A ranking promotion's leaderboard: rank, masked name, valid bet and prize of the first rows, the
 * member's own row marked (or shown below the board when outside it), and whether these are the
 * final results (the ranking has ended and its prizes are paid) or live standings. Loading, an
 * error with a retry, and an empty board ("no one yet") as every fetched list shows them.
 */
export function RankingBoard({ promotionId, token, money }: Props) {
  const { t } = useTranslation();
  const query = useRanking(promotionId, token);
  const board = query.data;
  const me = board?.me ?? null;
  const meInList = me !== null && board?.list.some((r) => r.rank === me.rank) === true;
  const cell = (r: Row, mine: boolean) => (
    <tr key={r.rank} className={mine ? styles.me : undefined} aria-current={mine ? 'true' : undefined} data-testid="ranking-row">
      <td className={table.num}>{r.rank}</td>
      <td>
        {r.name}
        {mine ? <span className={styles.you}>{t('promotions.ranking.you')}</span> : null}
      </td>
      <td className={table.num}>{money(r.validBet)}</td>
      <td className={table.num}>{r.prize > 0 ? money(r.prize) : t('promotions.ranking.noPrize')}</td>
    </tr>
  );

  return (
    <section className={styles.board} aria-labelledby="ranking-title" data-testid="ranking-board">
      <h3 id="ranking-title">{t('promotions.ranking.title')}</h3>
      <QueryState query={query} empty={!board || (board.list.length === 0 && !me)} emptyText={t('promotions.ranking.empty')}>
        {board ? (
          <>
            <p className={styles.note} data-final={board.final} data-testid="ranking-status">
              {board.final ? t('promotions.ranking.final') : t('promotions.ranking.live')}
            </p>
            <div className={table.wrap}>
              <table className={table.table}>
                <thead>
                  <tr>
                    <th className={table.num}>{t('promotions.ranking.rank')}</th>
                    <th>{t('promotions.ranking.name')}</th>
                    <th className={table.num}>{t('promotions.ranking.validBet')}</th>
                    <th className={table.num}>{t('promotions.ranking.prize')}</th>
                  </tr>
                </thead>
                <tbody>{board.list.map((r) => cell(r, meInList && r.rank === me?.rank))}</tbody>
                {me && !meInList ? (
                  <tfoot data-testid="ranking-me">
                    <tr className={styles.gap}>
                      <td colSpan={4}>{t('promotions.ranking.yourPlace')}</td>
                    </tr>
                    {cell(me, true)}
                  </tfoot>
                ) : null}
              </table>
            </div>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
