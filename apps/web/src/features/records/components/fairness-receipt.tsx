import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { useFairnessReceipt } from '@/lib/queries/fairness-receipt';
import styles from './records.module.css';

/** The verify page, prefilled from this round's receipt. */
export const verifyUrl = (roundRef: string) => `/seamless?verify=1&receipt=${encodeURIComponent(roundRef)}`;

const json = (v: unknown) => JSON.stringify(v) ?? '—';

/**
 * The fairness receipt of an in-house round, loaded on demand: the seeds and nonce that decided
 * it, the bet and the outcome, and a link that recomputes it in the browser.
 */
export function FairnessReceiptSection({ roundRef }: { roundRef: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const receipt = useFairnessReceipt(roundRef, open);
  const r = receipt.data;
  return (
    <section className={styles.receipt} aria-labelledby="receipt-title" data-testid="fairness-receipt">
      <h3 id="receipt-title">{t('records.fairness.title')}</h3>
      {!open ? (
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="receipt-show">
          {t('records.fairness.show')}
        </Button>
      ) : receipt.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : receipt.isError ? (
        <p className={styles.error} role="alert">
          {errorText(t, receipt.error)}
        </p>
      ) : r ? (
        <dl className={styles.detail} data-testid="receipt-detail">
          <dt>{t('records.fairness.engine')}</dt>
          <dd>{r.engine}</dd>
          <dt>{t('records.fairness.serverSeedHash')}</dt>
          <dd className={styles.mono}>{r.serverSeedHash}</dd>
          <dt>{t('records.fairness.serverSeed')}</dt>
          <dd className={styles.mono} data-testid="receipt-server-seed">
            {r.serverSeed ?? t('records.fairness.notRevealed')}
          </dd>
          <dt>{t('records.fairness.clientSeed')}</dt>
          <dd className={styles.mono}>{r.clientSeed}</dd>
          <dt>{t('records.fairness.nonce')}</dt>
          <dd data-testid="receipt-nonce">{r.nonce}</dd>
          <dt>{t('records.fairness.bet')}</dt>
          <dd className={styles.mono}>{json(r.bet)}</dd>
          {r.actions.length > 0 ? (
            <>
              <dt>{t('records.fairness.actions')}</dt>
              <dd className={styles.mono}>{json(r.actions)}</dd>
            </>
          ) : null}
          <dt>{t('records.fairness.outcome')}</dt>
          <dd>
            {r.result || '—'} · {formatMoney(r.stake)} → {formatMoney(r.win)}
          </dd>
        </dl>
      ) : null}
      {/* rel=opener: the new tab gets a copy of this tab's session storage, so it can load the receipt. */}
      <a href={verifyUrl(roundRef)} target="_blank" rel="opener" className={styles.verifyLink} data-testid="receipt-verify">
        {t('records.fairness.verify')}
      </a>
    </section>
  );
}
