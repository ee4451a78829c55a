import { lazy, Suspense } from 'react';
import { LIMITS } from '@jade/contract/limits';
import styles from './referral.module.css';

// The QR code library loads only when a link is shown.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/** A link's QR code, to scan from another phone. */
export function LinkQr({ url, title }: { url: string; title: string }) {
  return (
    <div className={styles.qr} data-testid="referral-qr">
      <Suspense fallback={null}>
        <QRCodeSVG value={url} size={LIMITS.qrCodeSize} title={title} />
      </Suspense>
    </div>
  );
}
