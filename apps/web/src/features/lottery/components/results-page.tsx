import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryFamily } from '@jade/contract/lottery';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { useHistory } from '../api/get-history';
import type { useLotteryRoute } from '../hooks/use-lottery-route';
import { ResultBoard } from './result-board';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;
const PAGE_SIZE = 10;

/** A game's past results, the latest first, each laid out like the official board with its verify link. */
export function ResultsPage({ route, family, name }: { route: Route; family: LotteryFamily; name: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useHistory(route.gameCode, PAGE_SIZE, page);
  const list = history.data?.list ?? [];
  return (
    <section aria-labelledby="lottery-results" className={styles.betting}>
      <header className={styles.gameHead}>
        <h1 id="lottery-results">{t('lottery.results.title', { name })}</h1>
        <nav aria-label={t('lottery.nav.label')} className={styles.subnav}>
          <Link to={route.hrefTo({ view: 'betting' })}>{t('lottery.nav.betting')}</Link>
          <Link to={route.hrefTo({ view: 'trend' })}>{t('lottery.nav.trend')}</Link>
        </nav>
      </header>
      <QueryState query={history} empty={list.length === 0} emptyText={t('lottery.results.empty')}>
        <ol className={styles.resultList}>
          {list.map((r) => (
            <li key={r.drawNo} className={styles.panel} data-testid="result" data-draw={r.drawNo}>
              <h2>
                {t('lottery.draw', { drawNo: r.drawNo })}{' '}
                <span className={styles.muted}>{new Date(r.drawAt).toLocaleString(i18n.language)}</span>
              </h2>
              <ResultBoard family={family} numbers={r.numbers} caption={t('lottery.draw', { drawNo: r.drawNo })} />
              <Link to={route.hrefTo({ view: 'verify', drawNo: r.drawNo })}>{t('lottery.nav.verify')}</Link>
            </li>
          ))}
        </ol>
      </QueryState>
      <Pager page={page} pageSize={PAGE_SIZE} total={Math.min(history.data?.total ?? 0, 1000)} onChange={setPage} />
    </section>
  );
}
