import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@jade/contract/lottery';
import { QueryState } from '@/components/ui/query-state';
import { useHistory } from '../api/get-history';
import { LOTTERY_KEY } from '../api/keys';
import { ResultBoard } from './result-board';
import styles from './lottery.module.css';

/** The game's latest results: the last one laid out in full, the few before it in a line each. */
export function LastResults({
  gameCode,
  family,
  lastDrawNo,
  verifyHref,
}: {
  gameCode: string;
  family: LotteryFamily;
  /** The menu's last result: when it moves on, the results are read again. */
  lastDrawNo: string | undefined;
  verifyHref: (drawNo: string) => string;
}) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const history = useHistory(gameCode, 5);
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'history', gameCode] });
  }, [qc, gameCode, lastDrawNo]);
  const [last, ...before] = history.data?.list ?? [];
  return (
    <section aria-labelledby="lottery-last-results" className={styles.panel}>
      <h2 id="lottery-last-results">{t('lottery.results.latest')}</h2>
      <QueryState query={history} empty={!last} emptyText={t('lottery.results.empty')}>
        {last ? (
          <>
            <p>
              {t('lottery.draw', { drawNo: last.drawNo })} · <Link to={verifyHref(last.drawNo)}>{t('lottery.nav.verify')}</Link>
            </p>
            <ResultBoard family={family} numbers={last.numbers} caption={t('lottery.draw', { drawNo: last.drawNo })} />
            <ul className={styles.plain}>
              {before.map((r) => (
                <li key={r.drawNo}>
                  <span className={styles.muted}>{r.drawNo}</span>{' '}
                  {family.startsWith('VN')
                    ? r.numbers[family === 'VN_NORTH' ? 0 : r.numbers.length - 1]
                    : r.numbers.slice(0, 5).join(' ')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
