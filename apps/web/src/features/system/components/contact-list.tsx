import clsx from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceEntry } from '@jade/contract/system';
import styles from './customer-service-dialog.module.css';

const BADGE: Record<string, string> = { TELEGRAM: 'TG', FACEBOOK: 'FB', WHATSAPP: 'WA', LIVECHAT: 'CS' };

/**
 * Customer-service channels as links (Telegram 1-3, Facebook, WhatsApp, an outside live chat),
 * each opening in a new tab. Entries that are pages of this site (Jade's own live chat, path
 * `/…`) are left to the caller: they open in the app, and not at all while the site is closed.
 */
export const ContactList = memo(function ContactList({ channels: all }: { channels: CustomerServiceEntry[] }) {
  const { t } = useTranslation();
  const channels = all.filter((c) => !c.path.startsWith('/'));
  if (channels.length === 0) return <p className={styles.empty}>{t('system.noChannels')}</p>;
  return (
    <ul className={styles.list}>
      {channels.map((c) => (
        <li key={c.csPosition}>
          <a className={styles.link} href={c.path} target="_blank" rel="noopener noreferrer">
            <span className={clsx(styles.badge, styles[c.type] ?? styles.OTHER)} aria-hidden="true">
              {BADGE[c.type] ?? c.type.slice(0, 2)}
            </span>
            <span>{c.title}</span>
            <span className="visually-hidden">({t('common.opensInNewTab')})</span>
          </a>
        </li>
      ))}
    </ul>
  );
});
