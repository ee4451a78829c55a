import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { errorText } from '@/lib/errors';
import { imageProblem, useUploadImage } from '@/lib/upload-image';
import styles from './image-picker.module.css';

/** An uploaded image: its server id and a local preview. */
export type PickedImage = { id: string; name: string; url: string };

type Props = {
  label: string;
  hint: string;
  max: number;
  images: PickedImage[];
  onChange: (images: PickedImage[]) => void;
  error?: string | null;
};

/**
 * Picks png/jpg images (checked here too: type and 5 MB), uploads each one at once and shows
 * thumbnails with a remove button; the form sends the upload ids. Shared by the payments forms and
 * promotion applications; its few words stay under `payments.images` (always loaded).
 */
export function ImagePicker({ label, hint, max, images, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])].slice(0, max - images.length);
    e.target.value = '';
    setProblem(null);
    const added: PickedImage[] = [];
    for (const file of files) {
      const bad = imageProblem(file);
      if (bad) {
        setProblem(t(`errors.${bad}`));
        continue;
      }
      try {
        const saved = await upload.mutateAsync(file);
        added.push({ id: saved.id, name: file.name, url: URL.createObjectURL(file) });
      } catch (err) {
        setProblem(errorText(t, err));
      }
    }
    if (added.length) onChange([...images, ...added]);
  };

  const remove = (image: PickedImage) => {
    URL.revokeObjectURL(image.url);
    onChange(images.filter((i) => i !== image));
  };

  const shown = problem ?? error;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <p className={styles.muted} id={hintId}>
        {hint}
      </p>
      {images.length < max ? (
        <input
          id={id}
          className={styles.file}
          type="file"
          accept="image/png,image/jpeg"
          multiple={max > 1}
          disabled={upload.isPending}
          onChange={(e) => void pick(e)}
          aria-invalid={Boolean(shown)}
          aria-describedby={hintId}
        />
      ) : null}
      {upload.isPending ? <p className={styles.muted}>{t('payments.images.uploading')}</p> : null}
      {images.length ? (
        <ul className={styles.thumbs}>
          {images.map((image) => (
            <li key={image.id}>
              <img src={image.url} alt={t('payments.images.preview', { name: image.name })} />
              <Button
                variant="ghost"
                onClick={() => remove(image)}
                aria-label={t('payments.images.removeNamed', { name: image.name })}
              >
                {t('payments.images.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {shown ? (
        <p className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
