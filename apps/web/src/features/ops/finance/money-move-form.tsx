import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { isSecondApproval } from '../shell/decision-dialog';
import { newKey } from './finance-api';
import styles from './finance.module.css';

type Props = {
  title: string;
  /** The fields of the move (member, amount…), above the approval reference. */
  children: ReactNode;
  /** Whether the fields are complete and valid. */
  ready: boolean;
  submitLabel: string;
  /** The move, with its idempotency key; answers the member's balance after it. */
  onSubmit: (key: string) => Promise<{ balance: number; replayed: boolean }>;
  /** Called after a move went through (the form empties its fields). */
  onDone: () => void;
  testId: string;
};

/**
 * A money move of the operator (adjustment, bonus) under four eyes: its key is the approval
 * reference. Above the merchant's amount the first operator's submit is recorded, and a second
 * operator sends the same terms with that reference to carry it out.
 */
export function MoneyMoveForm({ title, children, ready, submitLabel, onSubmit, onDone, testId }: Props) {
  const { t } = useTranslation();
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setNotice('');
    try {
      const res = await onSubmit(key.trim());
      setNotice(t('ops.finance.moved', { balance: formatMoney(res.balance) }));
      setKey(newKey());
      onDone();
    } catch (err) {
      if (isSecondApproval(err))
        setNotice(`${t('ops.shell.common.secondApproval')} ${t('ops.finance.referenceHint', { key: key.trim() })}`);
      else setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid={testId}>
        {children}
        <TextField
          label={t('ops.finance.reference4eyes')}
          value={key}
          minLength={8}
          maxLength={100}
          required
          onChange={(e) => setKey(e.target.value)}
        />
        <p className={styles.muted}>{t('ops.finance.reference4eyesHint')}</p>
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <p role="status" className={notice ? styles.notice : 'visually-hidden'}>
          {notice}
        </p>
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy || !ready || key.trim().length < 8}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
