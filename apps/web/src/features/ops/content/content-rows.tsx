import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { useCanWrite } from './content-api';
import { DeleteDialog } from './delete-dialog';
import styles from './content.module.css';

type Options<R> = {
  /** The row's name in "Delete …?" */
  name: (row: R) => string;
  /** Deletes the row on the server. */
  remove: (row: R) => Promise<unknown>;
};

/**
 * What a content list (announcements, banners, help) does with its rows: the edit and delete
 * column (nothing for a read-only operator), the row being edited (or `new`) and the delete
 * confirmation. The list shows its own editor for `editing`.
 */
export function useContentRows<R>({ name, remove }: Options<R>) {
  const { t } = useTranslation();
  const canWrite = useCanWrite();
  const [editing, setEditing] = useState<R | 'new' | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const column: Column<R> = {
    header: t('ops.shell.common.actions'),
    hideHeader: true,
    cell: (row) =>
      canWrite ? (
        <span className={styles.actions}>
          <Button variant="secondary" onClick={() => setEditing(row)}>
            {t('ops.content.edit')}
          </Button>
          <Button variant="ghost" onClick={() => setDeleting(row)}>
            {t('ops.content.delete')}
          </Button>
        </span>
      ) : null,
  };
  const deleteDialog =
    deleting === null ? null : (
      <DeleteDialog name={name(deleting)} remove={() => remove(deleting)} onClose={() => setDeleting(null)} />
    );
  return {
    canWrite,
    /** The row in the editor, `new` for a new one, null when the editor is closed. */
    editing: editing === 'new' ? null : editing,
    editorOpen: editing !== null,
    create: () => setEditing('new'),
    closeEditor: () => setEditing(null),
    column,
    deleteDialog,
  };
}
