import { useCallback, useEffect, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import type { Banner } from '@jade/contract/catalog';
import { LIMITS } from '@jade/contract/limits';
import { assetUrl } from '@/lib/cdn';
import styles from './carousel.module.css';

/**
 * Embla's `duration` is not milliseconds: each 1/60 s frame the slide moves by a damped step
 * (velocity += distance / duration, then × 0.68 friction). Simulated, 30 covers 99 % of the move
 * in ≈ 0.88 s and 99.5 % in ≈ 1.0 s, which is the spec's 1,000 ms transition (Embla's default 25
 * takes ≈ 0.7 s).
 */
export const BANNER_EMBLA_DURATION = 30;

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

type Props = { banners: readonly Banner[]; imageHost: string; onOpen: (banner: Banner) => void };

/**
 * The home banner carousel (spec §2, §9): it rotates every 5,000 ms with a ≈1,000 ms transition,
 * looping, with previous/next buttons and clickable dots, slides 20.3 px apart. A single banner
 * neither rotates nor shows controls; rotation stops while pointed at or focused, and never starts
 * with reduced motion. Arrow keys move between slides; a click runs the banner's linked action.
 */
export function BannerCarousel({ banners, imageHost, onOpen }: Props) {
  const { t } = useTranslation();
  const many = banners.length > 1;
  const plugins = useMemo(
    () =>
      many && !reducedMotion()
        ? [Autoplay({ delay: LIMITS.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [many],
  );
  const [viewport, embla] = useEmblaCarousel({ loop: many, duration: BANNER_EMBLA_DURATION, active: many }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const go = useCallback((i: number) => embla?.scrollTo(i), [embla]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') embla?.scrollPrev();
    else if (e.key === 'ArrowRight') embla?.scrollNext();
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
      <div className={styles.viewport} ref={viewport}>
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
      {many ? (
        <>
          <button type="button" className={styles.prev} aria-label={t('home.previousBanner')} onClick={() => embla?.scrollPrev()}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className={styles.next} aria-label={t('home.nextBanner')} onClick={() => embla?.scrollNext()}>
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
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
