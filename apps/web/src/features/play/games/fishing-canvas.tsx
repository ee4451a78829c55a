import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { drawScene } from './fishing-draw';
import { fishAt, populationFor, spawn, step, type Fish, type Scene } from './fishing-sim';
import styles from './fishing.module.css';

type Props = { scene: Scene; multipliers: readonly number[]; onShoot: (fish: Fish) => void };

/**
 * The sea: a canvas sized to its box (device-pixel sharp), animated with requestAnimationFrame;
 * a click or tap on a fish shoots at it.
 */
export function FishingCanvas({ scene, multipliers, onShoot }: Props) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext?.('2d') ?? null;
    if (!box || !canvas || !ctx) return undefined;
    const reduced = Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
    const labels = multipliers.map((m) => `${m}×`);
    const resize = () => {
      const dpr = window.devicePixelRatio || 1;
      const w = box.clientWidth;
      const h = Math.round(Math.max(220, Math.min(w * 0.6, window.innerHeight * 0.6)));
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
      canvas.style.height = `${h}px`;
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      const first = scene.width === 0;
      scene.width = w;
      scene.height = h;
      if (first) while (scene.fish.length < populationFor(w, h)) spawn(scene, multipliers, true);
    };
    resize();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(box);
    let last = performance.now();
    let raf = requestAnimationFrame(function frame(now) {
      const dt = Math.min(0.1, (now - last) / 1000);
      last = now;
      step(scene, reduced ? dt / 2 : dt, multipliers, !reduced);
      drawScene(ctx, scene, labels);
      raf = requestAnimationFrame(frame);
    });
    return () => {
      cancelAnimationFrame(raf);
      observer?.disconnect();
    };
  }, [multipliers, scene]);

  const onPointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const fish = fishAt(scene, e.clientX - rect.left, e.clientY - rect.top);
    if (fish) onShoot(fish);
  };

  return (
    <div ref={boxRef} className={styles.sea}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        onPointerDown={onPointerDown}
        aria-label={t('play.fishing.canvasLabel')}
        role="img"
        data-testid="fishing-canvas"
      />
    </div>
  );
}
