import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmReceiptRequest, Withdrawal } from '@jade/contract/payments';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { ImagePicker, type PickedImage } from '@/components/ui/image-picker';
import { remainderOf } from './payment-rules';
import styles from './payments.module.css';

type Outcome = ConfirmReceiptRequest['outcome'];
const OUTCOMES: Outcome[] = ['RECEIVED', 'PARTIAL', 'NOT_RECEIVED'];

/** Withdrawal confirmation: received in full, partly (how much) or not at all (with proof). */
export function ConfirmReceiptDialog({
  withdrawal,
  symbol,
  onClose,
}: {
  withdrawal: Withdrawal;
  symbol: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmReceipt();
  const [outcome, setOutcome] = useState<Outcome>('RECEIVED');
  const [received, setReceived] = useState('');
  const [proofs, setProofs] = useState<PickedImage[]>([]);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const receivedMinor = parseMoney(received);
  const errors = {
    received:
      outcome === 'PARTIAL' && (receivedMinor === null || receivedMinor >= withdrawal.amount)
        ? t('payments.receipt.receivedRule', { amount: formatMoney(withdrawal.amount, symbol) })
        : null,
    proofs: outcome === 'NOT_RECEIVED' && proofs.length === 0 ? t('payments.receipt.proofRequired') : null,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.received || errors.proofs) return;
    const extra = { proofUploadIds: proofs.map((p) => p.id), ...(note.trim() ? { note: note.trim() } : {}) };
    const body: ConfirmReceiptRequest =
      outcome === 'RECEIVED'
        ? { outcome }
        : outcome === 'PARTIAL'
          ? { outcome, receivedAmount: receivedMinor ?? 0, ...extra }
          : { outcome, ...extra };
    confirm.mutate({ id: withdrawal.id, body }, { onSuccess: onClose });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('payments.receipt.title')}>
      <form onSubmit={submit} noValidate>
        <p>{t('payments.receipt.intro', { amount: formatMoney(withdrawal.amount, symbol), orderNo: withdrawal.orderNo })}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('payments.receipt.outcome')}</legend>
          {OUTCOMES.map((o) => (
            <label key={o} className={styles.radio}>
              <input type="radio" name="outcome" checked={outcome === o} onChange={() => setOutcome(o)} />
              {t(`payments.receipt.outcomes.${o}`)}
            </label>
          ))}
        </fieldset>
        {outcome === 'PARTIAL' ? (
          <>
            <TextField
              label={t('payments.receipt.receivedAmount')}
              inputMode="decimal"
              autoComplete="off"
              value={received}
              onChange={(e) => setReceived(e.target.value)}
              error={tried ? errors.received : null}
            />
            <p className={styles.hint} aria-live="polite" data-testid="receipt-remainder">
              {t('payments.receipt.remainder', { amount: formatMoney(remainderOf(withdrawal.amount, receivedMinor), symbol) })}
            </p>
          </>
        ) : null}
        {outcome !== 'RECEIVED' ? (
          <>
            <ImagePicker
              label={t('payments.receipt.proof')}
              hint={t('payments.images.hintMany')}
              max={3}
              images={proofs}
              onChange={setProofs}
              error={tried ? errors.proofs : null}
            />
            <TextField
              label={t('payments.receipt.note')}
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </>
        ) : null}
        {confirm.isError ? <p className={fieldStyles.alert}>{errorText(t, confirm.error)}</p> : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={confirm.isPending}>
            {t('payments.receipt.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
