import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './system.module.css';

/**
 * The maintenance page as members will see it (the site's MaintenancePage: icon, title — the
 * site's own heading when none is set —, text, customer service and the retry note), drawn from
 * the texts being edited, without turning maintenance on.
 */
export function MaintenancePreview({ title, text, language }: { title: string; text: string; language: string }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.preview} data-testid="ops-maintenance-preview" lang={language}>
      <figcaption className={styles.muted}>{t('ops.system.maintenance.previewCaption')}</figcaption>
      <section className={styles.previewCard} aria-label={t('ops.system.maintenance.preview')}>
        <div className={styles.icon} aria-hidden="true">
          ⚙
        </div>
        <h2>{title || t('system.maintenanceHeading')}</h2>
        <p>{text}</p>
        <div>
          <Button tabIndex={-1} aria-disabled="true">
            {t('system.customerService')}
          </Button>
        </div>
        <p className={styles.muted}>{t('system.autoRetry')}</p>
      </section>
    </figure>
  );
}
