import { memo, lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { afterLoad } from '@/lib/after-load';
import { assetUrl } from '@/lib/cdn';
import type { CarouselApi } from './carousel-motion';
import styles from './carousel.module.css';

const CarouselMotion = lazy(() => import('./carousel-motion').then((m) => ({ default: m.CarouselMotion })));

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type Move = { to: number } | { by: 1 | -1 };
type Props = { banners: readonly Banner[]; imageHost: string; onOpen: (banner: Banner) => void };

/**
 * The home banner carousel (spec §2, §9): it rotates every 5,000 ms with a ≈1,000 ms transition,
 * looping, with previous/next buttons and clickable dots, slides 20.3 px apart. A single banner
 * neither rotates nor shows controls; rotation stops while pointed at or focused, and never starts
 * with reduced motion. Arrow keys move between slides; a click runs the banner's linked action.
 * The first banner is on screen at once, sized; the motion comes after the page has loaded (or at
 * the first press of a control, which it then carries out).
 */
export const BannerCarousel = memo(function BannerCarousel({ banners, imageHost, onOpen }: Props) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi | null>(null);
  const [selected, setSelected] = useState(0);
  const pending = useRef<Move | null>(null);

  useEffect(() => (many ? afterLoad(() => setWanted(true)) : undefined), [many]);
  const onReady = useCallback((a: CarouselApi) => {
    setApi(a);
    const move = pending.current;
    pending.current = null;
    if (move && 'to' in move) a.scrollTo(move.to);
    else if (move) (move.by > 0 ? a.scrollNext : a.scrollPrev)();
  }, []);
  const move = (m: Move) => {
    if (!api) {
      pending.current = m;
      setWanted(true);
    } else if ('to' in m) api.scrollTo(m.to);
    else if (m.by > 0) api.scrollNext();
    else api.scrollPrev();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') move({ by: -1 });
    else if (e.key === 'ArrowRight') move({ by: 1 });
  };
  const style = { '--slide-spacing': `${LIMITS.bannerSpacing}px` } as CSSProperties;

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      data-selected={selected}
      style={style}
      onKeyDown={many ? onKeyDown : undefined}
    >
      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.container}>
          {banners.map((b, i) => (
            <div
              key={b.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { n: i + 1, count: banners.length })}
              aria-hidden={many && i !== selected ? true : undefined}
              data-testid="banner-slide"
            >
              <button
                type="button"
                className={styles.slideButton}
                tabIndex={many && i !== selected ? -1 : undefined}
                onClick={() => onOpen(b)}
              >
                <img
                  src={assetUrl(imageHost, b.url)}
                  alt={b.title}
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </button>
            </div>
          ))}
        </div>
      </div>
      {many && wanted && viewport ? (
        <Suspense fallback={null}>
          <CarouselMotion viewport={viewport} autoplay={!reducedMotion()} onReady={onReady} onSelect={setSelected} />
        </Suspense>
      ) : null}
      {many ? (
        <>
          <button type="button" className={styles.prev} aria-label={t('home.previousBanner')} onClick={() => move({ by: -1 })}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label={t('home.nextBanner')} onClick={() => move({ by: 1 })}>
            <span aria-hidden="true">›</span>
          </button>
          <div className={styles.dots}>
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className={styles.dot}
                aria-label={t('home.goToBanner', { n: i + 1 })}
                aria-current={i === selected ? 'true' : undefined}
                data-testid="banner-dot"
                onClick={() => move({ to: i })}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
});
