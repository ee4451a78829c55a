import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LotteryVerify } from '@jade/contract/lottery';
import { houseDraw } from '@jade/engines/lottery/layouts';
import { hashServerSeed, nobleHmac } from '@jade/engines/rng';
import { QueryState } from '@/components/ui/query-state';
import { useVerify } from '../api/get-verify';
import type { useLotteryRoute } from '../hooks/use-lottery-route';
import { ResultBoard } from './result-board';
import styles from './lottery.module.css';

type Route = ReturnType<typeof useLotteryRoute>;
export type DrawVerdict =
  | { kind: 'unrevealed' }
  | { kind: 'hash-mismatch'; hash: string }
  | { kind: 'done'; hash: string; numbers: string[]; match: boolean | null };

/**
 * Recomputes a draw in the browser as the server drew it (commit and reveal, as the casino games'
 * verify page does): the revealed seed's SHA-256 against the hash published when the draw was
 * created, then the engine's `houseDraw` on the seed, the game code and the draw number's digits.
 */
export function verifyDraw(v: LotteryVerify): DrawVerdict {
  if (!v.serverSeed) return { kind: 'unrevealed' };
  const hash = hashServerSeed(v.serverSeed);
  if (hash !== v.serverSeedHash.toLowerCase()) return { kind: 'hash-mismatch', hash };
  const numbers = houseDraw(nobleHmac, v.family, v.serverSeed, v.clientSeed, v.nonce);
  const match = v.numbers ? numbers.length === v.numbers.length && numbers.every((n, i) => n === v.numbers![i]) : null;
  return { kind: 'done', hash, numbers, match };
}

function Verdict({ data }: { data: LotteryVerify }) {
  const { t } = useTranslation();
  const verdict = useMemo(() => verifyDraw(data), [data]);
  if (verdict.kind !== 'done')
    return (
      <p
        className={verdict.kind === 'unrevealed' ? styles.info : styles.bad}
        role="status"
        data-testid="lottery-verdict"
        data-verdict={verdict.kind}
      >
        {verdict.kind === 'unrevealed'
          ? t('lottery.verify.unrevealed')
          : t('lottery.verify.hashMismatch', { hash: verdict.hash })}
      </p>
    );
  const kind = verdict.match === null ? 'computed' : verdict.match ? 'verified' : 'mismatch';
  return (
    <>
      <p
        className={kind === 'mismatch' ? styles.bad : styles.good}
        role="status"
        data-testid="lottery-verdict"
        data-verdict={kind}
      >
        {t(`lottery.verify.${kind}`)}
      </p>
      {kind === 'mismatch' && data.resultSource === 'OPERATOR' ? <p>{t('lottery.verify.operator')}</p> : null}
      <div className={styles.compare}>
        <div>
          <h2>{t('lottery.verify.recorded')}</h2>
          {data.numbers ? (
            <ResultBoard family={data.family} numbers={data.numbers} caption={t('lottery.verify.recorded')} />
          ) : (
            <p>—</p>
          )}
        </div>
        <div data-testid="lottery-recomputed">
          <h2>{t('lottery.verify.recomputed')}</h2>
          <ResultBoard family={data.family} numbers={verdict.numbers} caption={t('lottery.verify.recomputed')} />
        </div>
      </div>
    </>
  );
}

/** A draw's verify page: its commitment, and once revealed the numbers recomputed here. */
export function VerifyPage({ route }: { route: Route }) {
  const { t } = useTranslation();
  const q = useVerify(route.gameCode, route.drawNo);
  const d = q.data;
  return (
    <section aria-labelledby="lottery-verify" className={styles.betting}>
      <header className={styles.gameHead}>
        <h1 id="lottery-verify">{t('lottery.verify.title', { drawNo: route.drawNo })}</h1>
        <nav aria-label={t('lottery.nav.label')} className={styles.subnav}>
          <Link to={route.hrefTo({ view: 'results' })}>{t('lottery.nav.results')}</Link>
          <Link to={route.hrefTo({ view: 'betting' })}>{t('lottery.nav.betting')}</Link>
        </nav>
      </header>
      <p className={styles.muted}>{t('lottery.verify.intro')}</p>
      <QueryState query={q} empty={false} emptyText="">
        {d ? (
          <>
            <dl className={styles.facts}>
              <dt>{t('lottery.verify.hash')}</dt>
              <dd>
                <code data-testid="lottery-seed-hash">{d.serverSeedHash}</code>
              </dd>
              <dt>{t('lottery.verify.seed')}</dt>
              <dd>
                <code>{d.serverSeed ?? t('lottery.verify.hidden')}</code>
              </dd>
              <dt>{t('lottery.verify.clientSeed')}</dt>
              <dd>
                <code>{d.clientSeed}</code>
              </dd>
              <dt>{t('lottery.verify.nonce')}</dt>
              <dd>
                <code>{d.nonce}</code>
              </dd>
            </dl>
            <Verdict data={d} />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
