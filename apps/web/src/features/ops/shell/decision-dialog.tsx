import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';

type Props = {
  title: string;
  /** The decision's button (approve, reject). */
  action: string;
  /** Fields above the remark (an amount). */
  extra?: ReactNode;
  onDecide: (remark: string) => Promise<unknown>;
  /** The remark's label (`ops.shell.common.remark` unless given; null: no remark) and whether it must be written. */
  remarkLabel?: string | null;
  remarkRequired?: boolean;
  onClose: () => void;
};

/** A console decision (a queue item's approval, a draw's cancellation): a remark (optional unless asked), the server's refusal in words, closed when done. */
export function DecisionDialog({ title, action, extra, onDecide, onClose, remarkLabel, remarkRequired = false }: Props) {
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
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 12 }}>
        {extra}
        {remarkLabel === null ? null : (
          <TextField
            label={remarkLabel ?? t('ops.shell.common.remark')}
            value={remark}
            maxLength={200}
            required={remarkRequired}
            onChange={(e) => setRemark(e.target.value)}
          />
        )}
        {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
        <Button type="submit" disabled={busy || (remarkRequired && !remark.trim())}>
          {action}
        </Button>
      </form>
    </Dialog>
  );
}
