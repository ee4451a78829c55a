import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@jade/contract/system';
import { Button } from '@/components/ui/button';
import { CustomerServiceDialog } from './customer-service-dialog';
import styles from './closed-page.module.css';

type Props = {
  testId: string;
  icon: string;
  title: string;
  text: string;
  extra?: ReactNode;
  channels: CustomerServiceEntry[];
  tools?: ReactNode;
};

/** The page shown instead of the app when the site is closed (maintenance or region block). */
export function ClosedPage({ testId, icon, title, text, extra, channels, tools }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <main className={styles.page} data-testid={testId}>
      <section className={styles.card} aria-labelledby={`${testId}-title`}>
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
        <h1 id={`${testId}-title`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        {extra}
        <div>
          <Button onClick={() => setOpen(true)}>{t('system.customerService')}</Button>
        </div>
        <p className={styles.note}>{t('system.autoRetry')}</p>
        {tools ? <div className={styles.tools}>{tools}</div> : null}
      </section>
      <CustomerServiceDialog open={open} onOpenChange={setOpen} channels={channels} />
    </main>
  );
}

export { styles as closedPageStyles };
