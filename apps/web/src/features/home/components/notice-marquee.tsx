import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { marqueeItems, marqueeSeconds, type MarqueeNotice } from './marquee';
import styles from './marquee.module.css';

/**
 * The notice marquee of the home page: the notice titles scroll by, pausing while pointed at or
 * focused (and with a pause button); with reduced motion they stand still and wrap. A click shows
 * the notice's title in a dialog (the full notice modal comes with the announcements).
 */
export function NoticeMarquee({ notices }: { notices: readonly MarqueeNotice[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MarqueeNotice | null>(null);
  const [paused, setPaused] = useState(false);
  const items = marqueeItems(notices);
  if (items.length === 0) return null;
  const style = { '--marquee-seconds': `${marqueeSeconds(items)}s` } as CSSProperties;
  const list = (copy: boolean) =>
    items.map((n) => (
      <li key={`${copy ? 'c' : 'n'}${n.id}`} aria-hidden={copy || undefined} className={copy ? styles.copy : undefined}>
        <button type="button" className={styles.notice} tabIndex={copy ? -1 : undefined} onClick={() => setOpen(n)}>
          {n.title}
        </button>
      </li>
    ));
  return (
    <section className={styles.marquee} aria-label={t('home.notices')} data-testid="notice-marquee">
      <span className={styles.icon} aria-hidden="true">
        📢
      </span>
      <div className={styles.viewport}>
        <ul className={styles.track} style={style} data-paused={paused}>
          {list(false)}
          {list(true)}
        </ul>
      </div>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        aria-label={paused ? t('home.playNotices') : t('home.pauseNotices')}
        onClick={() => setPaused((p) => !p)}
      >
        <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
      </button>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)} title={t('home.notice')}>
        <p data-testid="notice-title">{open?.title}</p>
      </Dialog>
    </section>
  );
}
