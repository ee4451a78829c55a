import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { FairnessReceipt } from '@jade/contract/games';
import { errorText } from '@/lib/errors';
import { useFairnessReceipt } from '@/lib/queries/fairness-receipt';
import { VerifyForm, type VerifyFields } from './verify-form';
import type { Recorded } from './verify';
import styles from './verify.module.css';

const json = (v: unknown) => (v === undefined ? '' : JSON.stringify(v));

function fromReceipt(r: FairnessReceipt): [VerifyFields, Recorded] {
  return [
    {
      engine: r.engine,
      params: json(r.params),
      bet: json(r.bet),
      actions: json(r.actions),
      serverSeed: r.serverSeed ?? '',
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      nonce: String(r.nonce),
    },
    { win: r.win, result: r.result, detail: r.detail },
  ];
}

function fromQuery(q: URLSearchParams): [VerifyFields, Recorded] {
  const win = q.get('win');
  return [
    {
      engine: q.get('engine') ?? 'slot',
      params: q.get('params') ?? '{}',
      bet: q.get('bet') ?? '',
      actions: q.get('actions') ?? '[]',
      serverSeed: q.get('serverSeed') ?? '',
      serverSeedHash: q.get('serverSeedHash') ?? '',
      clientSeed: q.get('clientSeed') ?? '',
      nonce: q.get('nonce') ?? '0',
    },
    { win: win !== null && /^\d+$/.test(win) ? Number(win) : undefined, result: q.get('result') ?? undefined },
  ];
}

/**
 * /seamless?verify=1: recomputes a round in the browser. `receipt=<roundRef>` loads the member's
 * fairness receipt (site session); the other query fields prefill a check by hand.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const ref = search.get('receipt') ?? '';
  const receipt = useFairnessReceipt(ref);
  const loading = ref !== '' && receipt.isPending;
  const [fields, recorded] = receipt.data ? fromReceipt(receipt.data) : fromQuery(search);

  return (
    <div className={styles.page} data-testid="verify-page">
      <h1>{t('play.verify.title')}</h1>
      <p className={styles.intro}>{t('play.verify.intro')}</p>
      {receipt.data ? (
        <p data-testid="verify-receipt">
          {t('play.verify.roundOf', { ref: receipt.data.roundRef, game: receipt.data.gameName })}
        </p>
      ) : null}
      {ref && receipt.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, receipt.error)}
        </p>
      ) : null}
      {loading ? (
        <p role="status">{t('play.verify.loadingReceipt')}</p>
      ) : (
        <VerifyForm key={receipt.data ? receipt.data.roundRef : 'query'} initial={fields} recorded={recorded} />
      )}
    </div>
  );
}
