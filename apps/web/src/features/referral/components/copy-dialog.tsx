import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import styles from './referral.module.css';

type Copied = { value: string; ok: boolean };

/**
 * Copies a code or a link to the clipboard and says so in a dialog; where the browser refuses the
 * clipboard, the dialog holds the text selected for the member to copy themselves.
 */
export function useCopy() {
  const [copied, setCopied] = useState<Copied | null>(null);
  const copy = useCallback(async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied({ value, ok: true });
    } catch {
      setCopied({ value, ok: false });
    }
  }, []);
  const dialog = <CopyDialog copied={copied} onClose={() => setCopied(null)} />;
  return { copy, dialog };
}

function CopyDialog({ copied, onClose }: { copied: Copied | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={copied !== null} onOpenChange={(o) => !o && onClose()} title={t('referral.copied.title')}>
      {copied ? (
        <div className={styles.copied} data-testid="copy-dialog">
          <p role="status">{copied.ok ? t('referral.copied.text') : t('referral.copied.failed')}</p>
          <input
            className={styles.copiedValue}
            readOnly
            value={copied.value}
            aria-label={t('referral.copied.title')}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button onClick={onClose}>{t('referral.copied.ok')}</Button>
        </div>
      ) : null}
    </Dialog>
  );
}
