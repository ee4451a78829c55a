import { useEffect, useMemo } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { LIMITS } from '@jade/contract/limits';

/**
 * Embla's `duration` is not milliseconds: each 1/60 s frame the slide moves by a damped step
 * (velocity += distance / duration, then × 0.68 friction). Simulated, 30 covers 99 % of the move
 * in ≈ 0.88 s and 99.5 % in ≈ 1.0 s, which is the spec's 1,000 ms transition (Embla's default 25
 * takes ≈ 0.7 s).
 */
export const BANNER_EMBLA_DURATION = 30;

/** What the carousel reads and drives of the motion once it is there. */
export type CarouselApi = {
  scrollTo: (i: number) => void;
  scrollPrev: () => void;
  scrollNext: () => void;
};

type Props = {
  viewport: HTMLElement;
  autoplay: boolean;
  onReady: (api: CarouselApi) => void;
  onSelect: (index: number) => void;
};

/**
 * The banner carousel's motion (Embla with autoplay), attached to markup already on screen: its
 * own chunk, loaded after the first paint, so the first screen neither waits for it nor runs it.
 */
export function CarouselMotion({ viewport, autoplay, onReady, onSelect }: Props) {
  const plugins = useMemo(
    () =>
      autoplay
        ? [Autoplay({ delay: LIMITS.bannerAutoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplay],
  );
  const [attach, embla] = useEmblaCarousel({ loop: true, duration: BANNER_EMBLA_DURATION }, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    if (!embla) return;
    const select = () => onSelect(embla.selectedScrollSnap());
    embla.on('select', select).on('reInit', select);
    onReady({ scrollTo: (i) => embla.scrollTo(i), scrollPrev: () => embla.scrollPrev(), scrollNext: () => embla.scrollNext() });
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla, onReady, onSelect]);
  return null;
}
