import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { FormDialog } from './form-dialog';
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
 * cancellation: what is decided, a remark, the server's refusal in the reader's language (a
 * `FormDialog`). Four eyes' first approval closes it as `pending`.
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
  const decide = async (): Promise<Outcome> => {
    try {
      await onDecide(remark.trim());
      return 'done';
    } catch (err) {
      if (isSecondApproval(err)) return 'pending';
      throw err;
    }
  };
  return (
    <FormDialog
      title={title}
      size="narrow"
      data-testid="ops-decision"
      save={decide}
      onSaved={onClose}
      onClose={() => onClose(null)}
      submitLabel={action}
      ready={ready && !(remarkRequired && !remark.trim())}
    >
      {() => (
        <>
          {summary ? <div className={styles.summary}>{summary}</div> : null}
          {extra}
          {remarkLabel === null ? null : (
            <TextField
              label={
                remarkLabel ?? (remarkRequired ? t('ops.shell.common.remarkRequired') : t('ops.shell.common.remarkOptional'))
              }
              value={remark}
              maxLength={200}
              required={remarkRequired}
              onChange={(e) => setRemark(e.target.value)}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
