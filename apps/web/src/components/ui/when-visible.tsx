import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the viewport (what they load then stays out
 * of the first load). Browsers without IntersectionObserver render them at once.
 */
export function WhenVisible({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !ref.current) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '0px 0px -1px 0px' },
    );
    io.observe(ref.current);
    return () => io.disconnect();
  }, [seen]);
  return seen ? children : <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
