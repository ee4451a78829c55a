import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameItem } from '@jade/contract/catalog';
import { Button } from '@/components/ui/button';
import { GameCard } from './game-card';
import { CARD_MIN_WIDTH, CARD_MIN_WIDTH_LARGE, columnCount, GRID_GAP, rowRange } from './grid-columns';
import styles from './games.module.css';

type Props = {
  games: GameItem[];
  /** All the titles of the list, loaded or not (for screen readers' "n of total"). */
  total?: number;
  label: string;
  large?: boolean;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/** Rows drawn above and below the screen: enough for smooth scrolling, few enough for ~100 cards. */
const OVERSCAN_ROWS = 2;

/**
 * The game grid: rows of as many cards as fit, only the rows near the screen in the DOM (window
 * scrolling, so 10,000 titles scroll as smoothly as 20), and the next page asked for as the end
 * comes near — by an observer on a sentinel, or the "show more" button for keyboards.
 */
export function GameGrid({ games, total, label, large = false, hasMore = false, loadingMore = false, onLoadMore }: Props) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });

  // The grid's width (columns) and its distance from the top of the page (where row 0 starts).
  useLayoutEffect(() => {
    const el = gridRef.current;
    if (!el) return;
    const read = () => {
      const width = el.clientWidth;
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setBox((b) => (b.width === width && b.top === top ? b : { width, top }));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const columns = columnCount(box.width, large ? CARD_MIN_WIDTH_LARGE : CARD_MIN_WIDTH);
  const rows = Math.ceil(games.length / columns);
  const cardWidth = box.width > 0 ? (box.width - GRID_GAP * (columns - 1)) / columns : CARD_MIN_WIDTH;
  const rowEstimate = Math.round(cardWidth + 96);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowEstimate,
    overscan: OVERSCAN_ROWS,
    gap: GRID_GAP,
    scrollMargin: box.top,
  });

  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, rowEstimate]);

  // Ask for the next page when the sentinel nears the screen; re-armed after each page, so a
  // page that still leaves the sentinel on screen asks for the one after.
  useEffect(() => {
    const el = sentinelRef.current;
    if (!el || !hasMore || loadingMore || !onLoadMore) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loadingMore, onLoadMore, games.length]);

  return (
    <>
      <div ref={gridRef} className={styles.grid} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const [from, to] = rowRange(row.index, columns, games.length);
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={styles.row}
              style={{
                transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              }}
            >
              {games.slice(from, to).map((game, i) => (
                <div key={game.nodeId} role="listitem" aria-setsize={total ?? games.length} aria-posinset={from + i + 1}>
                  <GameCard game={game} large={large} />
                </div>
              ))}
            </div>
          );
        })}
      </div>
      <div ref={sentinelRef} className={styles.more}>
        {loadingMore ? (
          <p role="status" data-testid="loading-more">
            {t('games.list.loadingMore')}
          </p>
        ) : hasMore && onLoadMore ? (
          <Button variant="secondary" onClick={onLoadMore}>
            {t('games.list.showMore')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
