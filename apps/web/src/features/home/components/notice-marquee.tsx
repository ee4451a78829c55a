import { memo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { marqueeItems, marqueeSeconds, type MarqueeNotice } from './marquee';
import styles from './marquee.module.css';

/**
 * The notice marquee of the home page: the notice titles scroll by, pausing while pointed at or
 * focused (and with a pause button); with reduced motion they stand still and wrap. A click opens
 * the notice (the page composing this opens the notice list on that notice's page). The motion is
 * a CSS transform animation on the compositor: no script runs while it scrolls.
 */
type Props = { notices: readonly MarqueeNotice[]; loading?: boolean; onOpen: (id: number) => void };

export const NoticeMarquee = memo(function NoticeMarquee({ notices, loading = false, onOpen }: Props) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const items = marqueeItems(notices);
  // While the notices load, the empty bar holds their place (nothing below moves when they come).
  if (items.length === 0 && loading) return <div className={styles.marquee} aria-hidden="true" />;
  if (items.length === 0) return null;
  const style = { '--marquee-seconds': `${marqueeSeconds(items)}s` } as CSSProperties;
  const list = (copy: boolean) =>
    items.map((n) => (
      <li key={`${copy ? 'c' : 'n'}${n.id}`} aria-hidden={copy || undefined} className={copy ? styles.copy : undefined}>
        <button type="button" className={styles.notice} tabIndex={copy ? -1 : undefined} onClick={() => onOpen(n.id)}>
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
    </section>
  );
});
