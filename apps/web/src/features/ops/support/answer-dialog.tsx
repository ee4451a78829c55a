import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsFeedback } from '@jade/contract/feedback';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { SUPPORT_KEY } from './support-api';
import styles from './support.module.css';

/** Answers one feedback (once): the member finds the answer in the inbox. */
export function AnswerDialog({ feedback, onClose }: { feedback: OpsFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await opsApi(`/ops/feedback/${feedback.id}/answer`, OpsFeedback, { method: 'POST', body: { answer: answer.trim() } });
      await queryClient.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'feedback'] });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('ops.support.feedback.replyTo', { name: feedback.sender })}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <p className={styles.quote}>{feedback.content}</p>
        <label className={styles.text}>
          {t('ops.support.feedback.answer')}
          <textarea value={answer} maxLength={2000} required onChange={(e) => setAnswer(e.target.value)} />
        </label>
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || !answer.trim()}>
            {t('ops.support.feedback.send')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
