import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import styles from './decision-dialog.module.css';

/** How a decision ended: done, or recorded as the first of four eyes (decision 028). */
export type Outcome = 'done' | 'pending';

/** Four eyes' first approval: recorded, waiting for a second operator (not a failure). */
export const isSecondApproval = (err: unknown) => err instanceof ApiError && err.code === 'OPS_SECOND_APPROVAL_PENDING';

type Props = {
  title: string;
  /** What is decided, in words (member, amount, order), shown above the fields. */
  summary?: ReactNode;
  /** The decision's button (approve, pay, reject, resolve, cancel a draw). */
  action: string;
  /** Fields above the remark (an amount, a refund, numbers). */
  extra?: ReactNode;
  /** The remark's label (by default "Remark", optional or required; null: no remark). */
  remarkLabel?: string | null;
  /** Whether the remark must be written. */
  remarkRequired?: boolean;
  /** Whether the button may be pressed (the extra fields are valid). */
  ready?: boolean;
  onDecide: (remark: string) => Promise<unknown>;
  /** Closed: `done`, `pending` (four eyes' first approval) or null (cancelled). */
  onClose: (outcome: Outcome | null) => void;
};

/**
 * A console decision confirmed in a dialog — a queue item's approval, a payment, a draw's
 * cancellation: what is decided, a remark, the server's refusal in the reader's language. Four
 * eyes' first approval closes it as `pending`.
 */
export function DecisionDialog({
  title,
  summary,
  action,
  extra,
  remarkLabel,
  remarkRequired = false,
  ready = true,
  onDecide,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await onDecide(remark.trim());
      onClose('done');
    } catch (err) {
      if (isSecondApproval(err)) onClose('pending');
      else setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose(null)} title={title}>
      <form onSubmit={(e) => void submit(e)} className={styles.form} data-testid="ops-decision">
        {summary ? <div className={styles.summary}>{summary}</div> : null}
        {extra}
        {remarkLabel === null ? null : (
          <TextField
            label={remarkLabel ?? (remarkRequired ? t('ops.shell.common.remarkRequired') : t('ops.shell.common.remarkOptional'))}
            value={remark}
            maxLength={200}
            required={remarkRequired}
            onChange={(e) => setRemark(e.target.value)}
          />
        )}
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy || !ready || (remarkRequired && !remark.trim())}>
            {action}
          </Button>
          <Button variant="secondary" onClick={() => onClose(null)}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
