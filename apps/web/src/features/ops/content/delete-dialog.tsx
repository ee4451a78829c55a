import { useTranslation } from 'react-i18next';
import { FormDialog } from '../shell/form-dialog';
import { CONTENT_KEY } from './content-api';

type Props = { name: string; remove: () => Promise<unknown>; onClose: () => void };

/** "Delete …?" with the answer of the server in the reader's language; the content lists refresh after. */
export function DeleteDialog({ name, remove, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={t('ops.content.deleteTitle')}
      size="narrow"
      save={remove}
      refresh={CONTENT_KEY}
      onClose={onClose}
      submitLabel={t('ops.content.delete')}
      submitTestId="confirm-delete"
    >
      {() => <p>{t('ops.content.deleteText', { name })}</p>}
    </FormDialog>
  );
}
