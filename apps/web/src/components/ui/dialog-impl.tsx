import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as D } from 'radix-ui';
import styles from './dialog.module.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** `wide` for lists and long reading (announcements, help): up to 760 px instead of 440. */
  size?: 'wide';
  children: ReactNode;
};

/** A modal dialog: focus trapped, Escape and the close button close it. */
export function DialogImpl({ open, onOpenChange, title, description, size, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className={styles.overlay} />
        <D.Content className={styles.content} data-size={size} aria-describedby={description ? undefined : undefined}>
          <div className={styles.head}>
            <D.Title className={styles.title}>{title}</D.Title>
            <D.Close className={styles.close} aria-label={t('common.close')}>
              ×
            </D.Close>
          </div>
          {description ? (
            <D.Description>{description}</D.Description>
          ) : (
            <D.Description className="visually-hidden">{title}</D.Description>
          )}
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
