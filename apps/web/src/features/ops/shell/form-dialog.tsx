import { useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/errors';
import styles from './decision-dialog.module.css';

type Props = {
  title: string;
  'data-testid'?: string;
  /** Saves the form: the dialog closes once it succeeds, or shows the server's refusal and stays. */
  save: () => Promise<unknown>;
  /** What a save refreshes (the lists that show the saved thing). */
  refresh: QueryKey;
  onClose: () => void;
  /** The fields, given the last refusal (for the message of each field the server named). */
  children: (problem: unknown) => ReactNode;
};

/**
 * A console editor in a wide dialog — an announcement, a banner: its fields, the server's refusal
 * in the reader's language, Save and Cancel.
 */
export function FormDialog({ title, save, refresh, onClose, children, ...rest }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await save();
      await queryClient.invalidateQueries({ queryKey: refresh });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open size="wide" onOpenChange={(open) => !open && onClose()} title={title}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid={rest['data-testid']}>
        {children(problem)}
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy}>
            {t('ops.shell.common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
