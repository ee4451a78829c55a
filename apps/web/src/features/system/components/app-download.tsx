import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import type { Resource } from '@jade/contract/system';
import styles from './side-menu-extras.module.css';

const PLATFORMS = [
  { type: 'IOS', key: 'sideMenu.ios' },
  { type: 'Android', key: 'sideMenu.android' },
] as const;

/** QR codes (120 px) for the iOS and Android apps, when the operator has configured them. */
export function AppDownload({ resources }: { resources: Resource[] }) {
  const { t } = useTranslation();
  const items = PLATFORMS.map((p) => ({
    ...p,
    res: resources.find((r) => r.resourceType.toLowerCase() === p.type.toLowerCase()),
  })).filter((p) => p.res);
  if (items.length === 0) return null;
  return (
    <div className={styles.qrs}>
      {items.map((p) => (
        <a key={p.type} href={p.res!.url} target="_blank" rel="noopener noreferrer" className={styles.qr}>
          <span className={styles.qrBox}>
            <QRCodeSVG value={p.res!.url} size={LIMITS.qrCodeSize} title={t('sideMenu.scanToDownload', { platform: t(p.key) })} />
          </span>
          {t(p.key)}
        </a>
      ))}
    </div>
  );
}
