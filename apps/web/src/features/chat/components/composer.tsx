import clsx from 'clsx';
import { useId, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, type ChatAttachment } from '@jade/contract/chat';
import { LIMITS } from '@jade/contract/limits';
import { Button, buttonClass } from '@/components/ui/button';
import { errorText } from '@/lib/errors';
import type { ChatParty } from '../api/party';
import { uploadAttachment } from '../api/upload-attachment';
import styles from './chat.module.css';

type Picked = ChatAttachment & { preview: string; name: string };
type Props = {
  party: ChatParty;
  conversationId: number;
  onSend: (text: string, attachments: ChatAttachment[]) => void;
  onTyping: () => void;
};

/** What the browser says about a file before it is sent (the server checks the bytes again). */
function fileProblem(file: File): 'UPLOAD_INVALID' | 'UPLOAD_TOO_LARGE' | null {
  if (!(LIMITS.imageTypes as readonly string[]).includes(file.type)) return 'UPLOAD_INVALID';
  if (file.size > LIMITS.imageMaxBytes) return 'UPLOAD_TOO_LARGE';
  return null;
}

/**
 * The message box: text (1,000 characters at most; Enter sends, Shift+Enter is a new line) and up
 * to 3 png/jpg images of 5 MB, uploaded as they are picked and shown as thumbnails.
 */
export function Composer({ party, conversationId, onSend, onTyping }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const left = CHAT_LIMITS.textMax - text.length;
  const canSend = !uploading && (text.trim().length > 0 || images.length > 0);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    setProblem(files.length > LIMITS.imageMaxCount - images.length ? t('chat.tooManyImages') : null);
    setUploading(true);
    const added: Picked[] = [];
    for (const file of files.slice(0, LIMITS.imageMaxCount - images.length)) {
      const bad = fileProblem(file);
      if (bad) {
        setProblem(t(`errors.${bad}`));
        continue;
      }
      try {
        const saved = await uploadAttachment(party, conversationId, file);
        added.push({ ...saved, name: file.name, preview: URL.createObjectURL(file) });
      } catch (err) {
        setProblem(errorText(t, err));
      }
    }
    setUploading(false);
    setImages((now) => [...now, ...added]);
  };

  const remove = (image: Picked) => {
    URL.revokeObjectURL(image.preview);
    setImages((now) => now.filter((i) => i !== image));
  };

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    onSend(
      text.trim(),
      images.map(({ id: imageId, contentType, size }) => ({ id: imageId, contentType, size })),
    );
    images.forEach((i) => URL.revokeObjectURL(i.preview));
    setText('');
    setImages([]);
    setProblem(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={t('chat.composer')}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {t('chat.message')}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={CHAT_LIMITS.textMax}
        placeholder={t('chat.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value) onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      {images.length ? (
        <ul className={styles.thumbs} aria-label={t('chat.attached')}>
          {images.map((image, i) => (
            <li key={image.id} className={styles.thumb}>
              <img src={image.preview} alt={image.name} />
              <Button variant="ghost" onClick={() => remove(image)} aria-label={t('chat.removeImage', { n: i + 1 })}>
                {t('chat.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.composerRow}>
        <span>
          <input
            id={`${id}-file`}
            className={styles.fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={uploading || images.length >= LIMITS.imageMaxCount}
            onChange={(e) => void pick(e)}
          />
          <label htmlFor={`${id}-file`} className={clsx(styles.fileLabel, buttonClass('secondary'))}>
            {uploading ? t('chat.uploading') : t('chat.attach')}
          </label>
        </span>
        <span id={`${id}-hint`} className={styles.muted}>
          {t('chat.charsLeft', { count: left })} · {t('chat.attachHint')}
        </span>
        <Button type="submit" disabled={!canSend}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
