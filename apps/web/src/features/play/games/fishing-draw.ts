import { CATCH_LIFE, FLOAT_LIFE, type Fish, type Scene } from './fishing-sim';

/** A colour per fish kind (smallest first), then the boss in gold. */
export const FISH_COLOURS = [
  '#ff7b2e',
  '#ffd23f',
  '#f4a259',
  '#e84855',
  '#2e8b57',
  '#9b5de5',
  '#3a86ff',
  '#5c677d',
  '#6c757d',
  '#1d3557',
  '#ffb703',
  '#c1121f',
];

function drawFish(ctx: CanvasRenderingContext2D, f: Fish, label: string) {
  const dir = f.vx < 0 ? -1 : 1;
  const s = f.size;
  ctx.save();
  ctx.translate(f.x, f.y);
  if (f.caught > 0) {
    ctx.globalAlpha = Math.max(0, 1 - f.caught / CATCH_LIFE);
    ctx.scale(1 + f.caught, 1 + f.caught);
  }
  ctx.scale(dir, 1);
  ctx.fillStyle = FISH_COLOURS[f.kind % FISH_COLOURS.length]!;
  ctx.beginPath();
  ctx.moveTo(-s * 0.9, 0);
  ctx.lineTo(-s * 1.5, -s * 0.5);
  ctx.lineTo(-s * 1.5, s * 0.5);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(0, 0, s * 1.1, s * 0.6, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(s * 0.55, -s * 0.15, s * 0.16, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(s * 0.6, -s * 0.15, s * 0.08, 0, Math.PI * 2);
  ctx.fill();
  ctx.scale(dir, 1);
  ctx.fillStyle = 'rgba(255,255,255,0.9)';
  ctx.font = `700 ${Math.max(10, s * 0.55)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.fillText(label, 0, s * 0.6 + Math.max(10, s * 0.55));
  ctx.restore();
}

/** Paints one frame: the sea, the fish with their multipliers, and the floating results. */
export function drawScene(ctx: CanvasRenderingContext2D, scene: Scene, labels: readonly string[]) {
  const { width: w, height: h } = scene;
  const sea = ctx.createLinearGradient(0, 0, 0, h);
  sea.addColorStop(0, '#0b6e99');
  sea.addColorStop(1, '#06304a');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, w, h);
  for (const f of scene.fish) drawFish(ctx, f, labels[f.kind] ?? '');
  ctx.textAlign = 'center';
  for (const fl of scene.floats) {
    const t = fl.age / FLOAT_LIFE;
    ctx.globalAlpha = 1 - t;
    ctx.font = `800 ${fl.hit ? 22 : 16}px system-ui, sans-serif`;
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(0,0,0,0.6)';
    ctx.fillStyle = fl.hit ? '#ffd23f' : '#e0e0e0';
    ctx.strokeText(fl.text, fl.x, fl.y - t * 40);
    ctx.fillText(fl.text, fl.x, fl.y - t * 40);
  }
  ctx.globalAlpha = 1;
  // The cannon at the bottom centre.
  ctx.fillStyle = '#d4a017';
  ctx.beginPath();
  ctx.arc(w / 2, h, 22, Math.PI, 0);
  ctx.fill();
}
