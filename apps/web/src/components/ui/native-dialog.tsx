import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dialog.module.css';

type Props = { title: string; onClose: () => void; size?: 'wide'; children: ReactNode };

/**
 * A modal on the browser's own `<dialog>` (top layer, inert page behind, Escape closes): for
 * dialogs that open by themselves on first visit, such as announcement popups, so the home page
 * does not download the full dialog primitive for them.
 */
export function NativeDialog({ title, onClose, size, children }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (!el || el.open) return;
    if (typeof el.showModal === 'function') el.showModal();
    else el.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${styles.content} ${styles.native}`}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
