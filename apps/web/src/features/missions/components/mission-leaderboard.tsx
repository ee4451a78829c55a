import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui/query-state';
import { useLeaderboard, type LeaderboardWeek } from '../api/get-leaderboard';
import styles from './missions.module.css';

const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The weekly leaderboard of mission points: this week or last, the top 20 (names masked) and the member's own rank. */
export function MissionLeaderboard() {
  const { t, i18n } = useTranslation();
  const [week, setWeek] = useState<LeaderboardWeek>('this');
  const query = useLeaderboard(week);
  const board = query.data;
  return (
    <div className={styles.board} data-testid="mission-leaderboard">
      <div className={styles.weeks} role="group" aria-label={t('missions.board.weeks')}>
        {(['this', 'last'] as const).map((w) => (
          <button key={w} type="button" className={styles.week} aria-pressed={week === w} onClick={() => setWeek(w)}>
            {w === 'this' ? t('missions.board.thisWeek') : t('missions.board.lastWeek')}
          </button>
        ))}
      </div>
      {board ? (
        <p className={styles.muted}>
          {t('missions.board.range', {
            from: dayText(board.weekStart, i18n.language),
            to: dayText(board.weekEnd, i18n.language),
          })}
        </p>
      ) : null}
      {board ? (
        <p className={styles.myRank} data-testid="my-rank">
          {board.me.rank === null
            ? t('missions.board.unranked')
            : t('missions.board.myRank', { rank: board.me.rank, points: board.me.points })}
        </p>
      ) : null}
      <QueryState query={query} empty={board?.list.length === 0} emptyText={t('missions.board.empty')}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('missions.board.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('missions.board.rank')}</th>
              <th scope="col">{t('missions.board.name')}</th>
              <th scope="col">{t('missions.board.points')}</th>
            </tr>
          </thead>
          <tbody>
            {board?.list.map((r) => (
              <tr key={r.rank} data-me={r.me || undefined} aria-current={r.me ? 'true' : undefined}>
                <td>{r.rank}</td>
                <td>
                  {r.name}
                  {r.me ? <strong className={styles.you}> {t('missions.board.you')}</strong> : null}
                </td>
                <td>{r.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </QueryState>
    </div>
  );
}
