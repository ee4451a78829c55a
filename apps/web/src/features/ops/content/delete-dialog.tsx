import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/errors';
import { CONTENT_KEY } from './content-api';
import styles from './content.module.css';

type Props = { name: string; remove: () => Promise<unknown>; onClose: () => void };

/** "Delete …?" with the answer of the server in the reader's language; the content lists refresh after. */
export function DeleteDialog({ name, remove, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await remove();
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      onClose();
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('ops.content.deleteTitle')}>
      <p>{t('ops.content.deleteText', { name })}</p>
      {problem ? (
        <p role="alert" className={styles.error}>
          {errorText(t, problem)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={() => void run()} disabled={busy} data-testid="confirm-delete">
          {t('ops.content.delete')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('ops.shell.common.cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
