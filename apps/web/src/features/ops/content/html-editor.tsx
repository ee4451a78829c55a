import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/ui/safe-html';
import styles from './content.module.css';

type Props = { label: string; value: string; onChange: (html: string) => void; error?: string | null };

/**
 * Operator HTML beside its live preview: the preview is cleaned by the site's own sanitizer (the
 * one every member's page runs), so a script, an event handler or a javascript: link the server
 * would drop is gone here too, and the operator sees the text as the member will.
 */
export function HtmlEditor({ label, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.editor}>
      <label className={styles.html}>
        {label}
        <textarea
          rows={10}
          value={value}
          maxLength={50_000}
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
          data-testid="html-source"
        />
        {error ? (
          <span id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </span>
        ) : null}
      </label>
      <section className={styles.preview} aria-label={t('ops.content.preview')} aria-live="polite">
        <p className={styles.previewLabel}>{t('ops.content.previewHint')}</p>
        <div data-testid="html-preview">
          <SafeHtml html={value} />
        </div>
      </section>
    </div>
  );
}
