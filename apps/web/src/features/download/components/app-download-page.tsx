import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@jade/contract/limits';
import type { Resource } from '@jade/contract/system';
import { buttonClass } from '@/components/ui/button';
import { LiteAppCard } from './lite-app-card';
import styles from './download.module.css';

const APPS = [
  { type: 'IOS', name: 'download.ios', steps: ['download.iosStep1', 'download.iosStep2', 'download.iosStep3'] },
  {
    type: 'ANDROID',
    name: 'download.android',
    steps: ['download.androidStep1', 'download.androidStep2', 'download.androidStep3'],
  },
] as const;

const ofType = (resources: Resource[], type: string) => resources.find((r) => r.resourceType.toUpperCase() === type);

/**
 * The app download page (spec §1, §2 "app install guides"): for each app the operator configured
 * (resources of type IOS and Android) a QR code of 120 px, the download link and the install
 * steps — with the operator's own guide when a resource `<TYPE>_GUIDE` links one — and the lite
 * app, which is this site installed from the browser.
 */
export function AppDownloadPage({ resources, siteUrl }: { resources: Resource[]; siteUrl: string }) {
  const { t } = useTranslation();
  const apps = APPS.flatMap((a) => {
    const res = ofType(resources, a.type);
    return res ? [{ ...a, res, guide: ofType(resources, `${a.type}_GUIDE`) }] : [];
  });
  return (
    <div className={styles.page} data-testid="app-download-page">
      <h1>{t('download.title')}</h1>
      <p className={styles.intro}>{t('download.intro')}</p>
      <div className={styles.grid}>
        {apps.map((a) => (
          <section key={a.type} className={styles.card} aria-labelledby={`app-${a.type}`}>
            <h2 id={`app-${a.type}`}>{t(a.name)}</h2>
            <span className={styles.qr}>
              <QRCodeSVG value={a.res.url} size={LIMITS.qrCodeSize} title={t('download.scan', { app: t(a.name) })} />
            </span>
            <div className={styles.actions}>
              <a className={buttonClass('primary')} href={a.res.url} target="_blank" rel="noopener noreferrer">
                {t('download.get', { app: t(a.name) })}
              </a>
              {a.guide ? (
                <a href={a.guide.url} target="_blank" rel="noopener noreferrer">
                  {t('download.fullGuide')}
                </a>
              ) : null}
            </div>
            <h3 className={styles.muted}>{t('download.howTo')}</h3>
            <ol className={styles.steps}>
              {a.steps.map((s) => (
                <li key={s}>{t(s)}</li>
              ))}
            </ol>
          </section>
        ))}
        <LiteAppCard siteUrl={siteUrl} guide={ofType(resources, 'LITE_GUIDE')?.url ?? null} />
      </div>
    </div>
  );
}
