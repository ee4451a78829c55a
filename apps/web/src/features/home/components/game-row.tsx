import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rowChunks } from './row-chunks';
import { useProgressive } from './deferred';
import { SectionState } from './section-state';
import styles from './home.module.css';

type Props<T> = {
  id: string;
  title: string;
  /** The category page the "more" link opens (none for rows without a page, such as hot). */
  moreTo?: string | undefined;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** How an item renders: the app composes the game card or a vendor tile (features stay apart). */
  renderItem: (item: T) => ReactNode;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** Rows that lead the page on a phone (before the winners board): their cards render at once. */
  lead?: boolean;
  /** The loading shape: game cards, or vendor tiles. */
  shape?: 'card' | 'tile';
};

const NO_ITEMS: readonly never[] = [];

/** How many chunks a row shows at once at this screen width (home.module.css: 6, 4 or 3). */
function chunksInView(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 6;
  if (window.matchMedia('(min-width: 1280px)').matches) return 6;
  return window.matchMedia('(min-width: 600px)').matches ? 4 : 3;
}

/**
 * Whether the first and the last chunk are wholly in view, watched without reading layout (an
 * IntersectionObserver inside the row's scroller): the previous/next buttons follow them.
 */
function useEnds(viewport: HTMLElement | null, count: number) {
  const [ends, setEnds] = useState({ start: true, end: count <= 1 });
  useEffect(() => {
    const track = viewport?.firstElementChild;
    if (!viewport || !track || track.children.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const first = track.firstElementChild!;
    const last = track.lastElementChild!;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const whole = e.intersectionRatio >= 0.95;
          if (e.target === first) setEnds((s) => ({ ...s, start: whole }));
          if (e.target === last) setEnds((s) => ({ ...s, end: whole }));
        }
      },
      { root: viewport, threshold: [0, 0.95, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [viewport, count]);
  return ends;
}

/**
 * A home game row (spec §2, §9): up to 12 items in 2-row chunks, six chunks to a desktop view
 * (fewer on smaller screens, by CSS), scrolled with previous/next buttons or a swipe (the
 * browser's own scroll snapping: no script measures or moves the row), with a link to the
 * category page. While it loads, and until it comes within a screen of the viewport, placeholders
 * of the same shape hold its place; the cards on screen render first, the others a chunk at a time
 * while the page is idle (useProgressive).
 */
export function GameRow<T>({ id, title, moreTo, items, itemKey, renderItem, query, lead = false, shape = 'card' }: Props<T>) {
  const { t } = useTranslation();
  const [section, setSection] = useState<HTMLElement | null>(null);
  // The cards of an answer render as a transition, which React builds in slices between frames:
  // an answer arriving never blocks the page for the time of a whole row, even when the row
  // appears with its answer already there (it starts from no items, then defers to them).
  const shownItems = useDeferredValue(items, NO_ITEMS);
  const all = rowChunks(shownItems);
  const chunks = all.slice(0, useProgressive(section, all.length, chunksInView(), lead));
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const ends = useEnds(scroller, chunks.length);
  const headingId = `home-row-${id}`;
  const loading = (query.isPending || shownItems !== items || all.length > 0) && chunks.length === 0;
  const state = loading ? null : <SectionState query={query} empty={chunks.length === 0} />;
  const page = (dir: 1 | -1) => {
    const el = scroller;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    el.scrollBy({ left: dir * (rtl ? -1 : 1) * el.clientWidth, behavior: 'smooth' });
  };

  return (
    <section
      ref={setSection}
      className={styles.row}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid="home-row"
      data-row={id}
      data-lead={lead || undefined}
    >
      <div className={styles.rowHead}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
        {chunks.length > 0 ? (
          <span className={styles.rowNav}>
            <button type="button" aria-label={t('home.previous', { name: title })} disabled={ends.start} onClick={() => page(-1)}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" aria-label={t('home.next', { name: title })} disabled={ends.end} onClick={() => page(1)}>
              <span aria-hidden="true">›</span>
            </button>
          </span>
        ) : null}
        {moreTo ? (
          <Link to={moreTo} className={styles.more} aria-label={t('home.moreOf', { name: title })}>
            {t('home.more')}
          </Link>
        ) : null}
      </div>
      {loading ? (
        <RowPlaceholder shape={shape} label={t('common.loading')} />
      ) : chunks.length === 0 ? (
        state
      ) : (
        <div className={styles.rowViewport} ref={setScroller}>
          <ul className={styles.rowTrack}>
            {chunks.map((chunk) => (
              <li key={chunk.map(itemKey).join('|')} className={styles.chunk}>
                {chunk.map((item) => (
                  <div key={itemKey(item)} className={styles.cell}>
                    {renderItem(item)}
                  </div>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A loading row: one box drawn as the row's chunks of two placeholder cards (home.module.css). */
function RowPlaceholder({ shape, label }: { shape: 'card' | 'tile'; label: string }) {
  return <div className={styles.placeholder} data-shape={shape} role="status" aria-label={label} />;
}
