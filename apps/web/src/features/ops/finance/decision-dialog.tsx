import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { isSecondApproval } from './finance-api';
import styles from './finance.module.css';

/** How a decision ended: done, or recorded as the first of four eyes. */
export type Outcome = 'done' | 'pending';

type Props = {
  title: string;
  /** What is decided, in words (member, amount, order), shown above the remark. */
  summary: ReactNode;
  /** The decision's button (approve, pay, reject, resolve). */
  action: string;
  /** Fields above the remark (a refund). */
  extra?: ReactNode;
  /** Whether the remark must be given (a dispute's resolution). */
  remarkRequired?: boolean;
  /** Whether the button may be pressed (the extra fields are valid). */
  ready?: boolean;
  onDecide: (remark: string) => Promise<unknown>;
  onClose: (outcome: Outcome | null) => void;
};

/**
 * A queue item's decision, confirmed in a dialog: what is decided, a remark, the server's refusal
 * in the reader's language. Four eyes' first approval closes it as `pending`, not as a failure.
 */
export function DecisionDialog({ title, summary, action, extra, remarkRequired, ready = true, onDecide, onClose }: Props) {
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
      <form onSubmit={(e) => void submit(e)} className={styles.form} data-testid="finance-decision">
        <div className={styles.summary}>{summary}</div>
        {extra}
        <TextField
          label={remarkRequired ? t('ops.finance.remarkRequired') : t('ops.finance.remarkOptional')}
          value={remark}
          maxLength={200}
          required={remarkRequired}
          onChange={(e) => setRemark(e.target.value)}
        />
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
