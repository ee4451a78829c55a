import type { ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/errors';
import { useSubmit } from './use-submit';
import styles from './decision-dialog.module.css';

type Props<T> = {
  title: string;
  'data-testid'?: string;
  /** Saves the form: the dialog closes once it succeeds, or shows the server's refusal and stays. */
  save: () => Promise<T>;
  /** What a save refreshes (the lists that show the saved thing), if anything. */
  refresh?: QueryKey;
  /** Cancelled — and saved, unless `onSaved` is given. */
  onClose: () => void;
  /** Saved (instead of `onClose`), with what the save returned. */
  onSaved?: (result: T) => void;
  /** The submit button's text (by default "Save") and test id. */
  submitLabel?: string;
  submitTestId?: string;
  /** Whether the submit button may be pressed (the fields are complete). */
  ready?: boolean;
  /** `wide` (the default) for an editor, `narrow` for a confirmation or a short answer. */
  size?: 'wide' | 'narrow';
  /** The fields, given the last refusal (for the message of each field the server named). */
  children: (problem: unknown) => ReactNode;
};

/**
 * A console form in a dialog — an announcement, a banner, a payment channel, a decision, a
 * deletion: its fields, the server's refusal in the reader's language, the submit button and Cancel.
 */
export function FormDialog<T>({
  title,
  save,
  refresh,
  onClose,
  onSaved,
  submitLabel,
  submitTestId,
  ready = true,
  size = 'wide',
  children,
  ...rest
}: Props<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { busy, problem, submit } = useSubmit(save, async (result) => {
    if (refresh) await queryClient.invalidateQueries({ queryKey: refresh });
    if (onSaved) onSaved(result);
    else onClose();
  });
  return (
    <Dialog open size={size === 'wide' ? 'wide' : undefined} onOpenChange={(open) => !open && onClose()} title={title}>
      <form className={styles.form} onSubmit={submit} data-testid={rest['data-testid']}>
        {children(problem)}
        {problem ? (
          <p role="alert" className={styles.error}>
            {errorText(t, problem)}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="submit" disabled={busy || !ready} data-testid={submitTestId}>
            {submitLabel ?? t('ops.shell.common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('ops.shell.common.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
