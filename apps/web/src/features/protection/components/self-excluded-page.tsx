import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import styles from './limits.module.css';

/**
 * What a self-excluded member's session shows instead of the site (player protection): until when
 * the exclusion lasts, that only withdrawing is open, the withdrawal itself (`children`) and sign out.
 */
export function SelfExcludedPage({ until, onSignOut, children }: { until: string; onSignOut: () => void; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="self-excluded-title" data-testid="self-excluded">
      <h1 id="self-excluded-title">{t('protection.exclusion.excludedTitle')}</h1>
      <p className={styles.blocked}>
        {until === 'PERMANENT'
          ? t('protection.exclusion.excludedForGood')
          : t('protection.exclusion.excludedUntil', { time: formatDateTime(until, i18n.language) })}
      </p>
      <p className={styles.muted}>{t('protection.exclusion.withdrawOnly')}</p>
      <Button variant="secondary" onClick={onSignOut}>
        {t('protection.exclusion.signOut')}
      </Button>
      {children}
    </section>
  );
}
