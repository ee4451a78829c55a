import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import { rowChunks } from './row-chunks';
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
};

/**
 * A home game row (spec §2, §9): up to 12 items in 2-row chunks, six chunks to a desktop view
 * (fewer on smaller screens, by CSS), scrolled with previous/next buttons or a swipe, with a link
 * to the category page.
 */
export function GameRow<T>({ id, title, moreTo, items, itemKey, renderItem, query }: Props<T>) {
  const { t } = useTranslation();
  const chunks = rowChunks(items);
  const [viewport, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  // Re-render when Embla moves or measures again; the button states are read from it.
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const bump = () => setTick((n) => n + 1);
    embla.on('select', bump).on('reInit', bump);
    return () => {
      embla.off('select', bump).off('reInit', bump);
    };
  }, [embla]);
  const can = { prev: embla?.canScrollPrev() ?? false, next: embla?.canScrollNext() ?? false };
  const headingId = `home-row-${id}`;
  const state = <SectionState query={query} empty={chunks.length === 0} />;

  return (
    <section className={styles.row} aria-labelledby={headingId} data-testid="home-row" data-row={id}>
      <div className={styles.rowHead}>
        <h2 id={headingId} className={styles.rowTitle}>
          {title}
        </h2>
        {chunks.length > 0 ? (
          <span className={styles.rowNav}>
            <button
              type="button"
              aria-label={t('home.previous', { name: title })}
              disabled={!can.prev}
              onClick={() => embla?.scrollPrev()}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              aria-label={t('home.next', { name: title })}
              disabled={!can.next}
              onClick={() => embla?.scrollNext()}
            >
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
      {chunks.length === 0 ? (
        state
      ) : (
        <div className={styles.rowViewport} ref={viewport}>
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
