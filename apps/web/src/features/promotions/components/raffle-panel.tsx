import { useTranslation } from 'react-i18next';
import type { RaffleBoard } from '@jade/contract/promotions';
import { QueryState } from '@/components/ui/query-state';
import table from '@/components/ui/table.module.css';
import { useRaffle } from '../api/get-raffle';
import { RaffleClaim } from './raffle-claim';
import styles from './raffle-panel.module.css';

type Props = { promotionId: number; token: string | null; money: (minor: number) => string };

/**
 * A raffle promotion's panel: the member's tickets and the total, the draw's commitment (the
 * SHA-256 of its secret seed, published from the start), after the draw the seed and the winners
 * (prize, masked name, ticket, claimed or not; the member's own marked, with Claim my prize while
 * theirs is unclaimed), and how anyone
 * checks the draw. Loading, an error with a retry, and no tickets yet as the other boards show them.
 */
export function RafflePanel({ promotionId, token, money }: Props) {
  const { t } = useTranslation();
  const query = useRaffle(promotionId, token);
  const board = query.data;
  return (
    <section className={styles.panel} aria-labelledby="raffle-title" data-testid="raffle-panel">
      <h3 id="raffle-title">{t('promotions.raffle.title')}</h3>
      <QueryState query={query} empty={!board} emptyText={t('promotions.raffle.empty')}>
        {board ? <Board board={board} promotionId={promotionId} money={money} /> : null}
      </QueryState>
    </section>
  );
}

function Board({ board, promotionId, money }: { board: RaffleBoard; promotionId: number; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const mine = board.winners.filter((w) => w.mine);
  return (
    <div className={styles.body}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('promotions.raffle.myTickets')}</dt>
          <dd data-testid="raffle-my-tickets">{board.myTickets ?? t('promotions.raffle.loginForTickets')}</dd>
        </div>
        <div>
          <dt>{t('promotions.raffle.totalTickets')}</dt>
          <dd data-testid="raffle-total">{board.totalTickets}</dd>
        </div>
      </dl>
      <div className={styles.proof}>
        <span className={styles.label}>{t('promotions.raffle.commitment')}</span>
        <code className={styles.hash} data-testid="raffle-hash">
          {board.seedHash}
        </code>
        {board.seed !== null ? (
          <>
            <span className={styles.label}>{t('promotions.raffle.seed')}</span>
            <code className={styles.hash} data-testid="raffle-seed">
              {board.seed}
            </code>
          </>
        ) : null}
      </div>
      {!board.drawn ? (
        <p className={styles.note} data-testid="raffle-status">
          {board.totalTickets === 0 ? t('promotions.raffle.noTickets') : t('promotions.raffle.pending')}
        </p>
      ) : board.winners.length === 0 ? (
        <p className={styles.note} data-testid="raffle-status">
          {t('promotions.raffle.noWinners')}
        </p>
      ) : (
        <div className={table.wrap}>
          <table className={table.table} aria-label={t('promotions.raffle.winners')}>
            <thead>
              <tr>
                <th className={table.num}>{t('promotions.raffle.prize')}</th>
                <th>{t('promotions.raffle.name')}</th>
                <th className={table.num}>{t('promotions.raffle.ticket')}</th>
                <th>{t('promotions.raffle.claimState')}</th>
              </tr>
            </thead>
            <tbody>
              {board.winners.map((w, i) => (
                <tr
                  key={`${i}-${w.ticket}`}
                  className={w.mine ? styles.me : undefined}
                  aria-current={w.mine ? 'true' : undefined}
                  data-testid="raffle-winner"
                >
                  <td className={table.num}>{money(w.prize)}</td>
                  <td>
                    {w.name}
                    {w.mine ? <span className={styles.you}>{t('promotions.raffle.you')}</span> : null}
                  </td>
                  <td className={table.num}>{w.ticket}</td>
                  <td data-claimed={w.claimed}>
                    {w.claimed ? t('promotions.raffle.prizeClaimed') : t('promotions.raffle.prizeNotClaimed')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.drawn && mine.length > 0 ? (
        <RaffleClaim promotionId={promotionId} money={money} claimed={mine.every((w) => w.claimed)} />
      ) : null}
      <details className={styles.verify}>
        <summary>{t('promotions.raffle.verifyTitle')}</summary>
        <ol>
          <li>{t('promotions.raffle.verifyCommit')}</li>
          <li>{t('promotions.raffle.verifySeed')}</li>
          <li>{t('promotions.raffle.verifyDraw', { id: promotionId })}</li>
        </ol>
      </details>
    </div>
  );
}
