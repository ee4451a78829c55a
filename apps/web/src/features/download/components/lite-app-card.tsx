import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import { Button } from '@/components/ui/button';
import { promptInstall, useInstallState } from '@/lib/pwa';
import styles from './download.module.css';

const STEPS = ['download.liteStep1', 'download.liteStep2', 'download.liteStep3'] as const;

/**
 * The lite app: Jade itself, installed from the browser. The browser's install prompt is offered
 * here, once; afterwards (or where the browser has none) the page says how to install from the
 * browser's menu. The QR code opens this page on a phone.
 */
export function LiteAppCard({ siteUrl, guide }: { siteUrl: string; guide: string | null }) {
  const { t } = useTranslation();
  const state = useInstallState();
  const [outcome, setOutcome] = useState<string | null>(null);
  const install = async () => {
    const answer = await promptInstall();
    setOutcome(
      answer === 'accepted' ? t('download.installAccepted') : answer === 'dismissed' ? t('download.installDismissed') : null,
    );
  };
  return (
    <section className={styles.card} aria-labelledby="app-lite" data-testid="lite-app">
      <h2 id="app-lite">{t('download.lite')}</h2>
      <p className={styles.muted}>{t('download.liteIntro')}</p>
      <span className={styles.qr}>
        <QRCodeSVG value={siteUrl} size={LIMITS.qrCodeSize} title={t('download.scan', { app: t('download.lite') })} />
      </span>
      <div className={styles.actions} aria-live="polite">
        {state === 'available' ? <Button onClick={() => void install()}>{t('download.install')}</Button> : null}
        {state === 'installed' ? <p className={styles.muted}>{t('download.installed')}</p> : null}
        {state === 'offered' || state === 'unsupported' ? <p className={styles.muted}>{t('download.installFromMenu')}</p> : null}
        {outcome ? <p className={styles.muted}>{outcome}</p> : null}
        {guide ? (
          <a href={guide} target="_blank" rel="noopener noreferrer">
            {t('download.fullGuide')}
          </a>
        ) : null}
      </div>
      <h3 className={styles.muted}>{t('download.howTo')}</h3>
      <ol className={styles.steps}>
        {STEPS.map((s) => (
          <li key={s}>{t(s)}</li>
        ))}
      </ol>
    </section>
  );
}
