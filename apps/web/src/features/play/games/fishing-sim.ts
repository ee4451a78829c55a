/**
 * The fishing scene, independent of React: fish swimming across the sea and floating results.
 * Positions are in CSS pixels of the canvas; `step` advances time, `fishAt` finds what a tap hit.
 */
export type Fish = { id: number; kind: number; x: number; y: number; vx: number; size: number; phase: number; caught: number };
export type Float = { x: number; y: number; text: string; hit: boolean; age: number };
export type Scene = { width: number; height: number; fish: Fish[]; floats: Float[]; nextId: number; rand: () => number };

export const FLOAT_LIFE = 1.4;
export const CATCH_LIFE = 0.5;

/** Bigger multipliers are bigger fish. */
export const fishSize = (multiplier: number) => 14 + 5 * Math.log2(multiplier);

/** Small fish are common, the boss rare (weights 1/√multiplier). */
export function pickKind(multipliers: readonly number[], r: number): number {
  const w = multipliers.map((m) => 1 / Math.sqrt(m));
  let x = r * w.reduce((a, b) => a + b, 0);
  for (let i = 0; i < w.length; i++) {
    x -= w[i]!;
    if (x < 0) return i;
  }
  return w.length - 1;
}

export function createScene(rand: () => number = Math.random): Scene {
  return { width: 0, height: 0, fish: [], floats: [], nextId: 1, rand };
}

/** A new fish entering from the left or right edge. */
export function spawn(scene: Scene, multipliers: readonly number[], anywhere = false): Fish {
  const kind = pickKind(multipliers, scene.rand());
  const size = fishSize(multipliers[kind]!);
  const right = scene.rand() < 0.5;
  const speed = (30 + scene.rand() * 40) / Math.sqrt(size / 14);
  const x = anywhere ? scene.rand() * scene.width : right ? scene.width + size * 2 : -size * 2;
  const y = size + scene.rand() * Math.max(1, scene.height - size * 2 - 40);
  const fish = { id: scene.nextId++, kind, x, y, vx: right ? -speed : speed, size, phase: scene.rand() * 6.28, caught: 0 };
  scene.fish.push(fish);
  return fish;
}

/** How many fish swim at once for a sea of this size. */
export const populationFor = (width: number, height: number) => Math.max(5, Math.min(14, Math.round((width * height) / 30000)));

/** Advances the scene by `dt` seconds: fish swim (and leave), caught fish and results fade, new fish arrive. */
export function step(scene: Scene, dt: number, multipliers: readonly number[], wave = true) {
  for (const f of scene.fish) {
    if (f.caught > 0) f.caught += dt;
    else {
      f.x += f.vx * dt;
      f.phase += dt * 2;
      if (wave) f.y += Math.sin(f.phase) * 0.3;
    }
  }
  scene.fish = scene.fish.filter((f) => f.caught < CATCH_LIFE && f.x > -f.size * 3 && f.x < scene.width + f.size * 3);
  for (const fl of scene.floats) fl.age += dt;
  scene.floats = scene.floats.filter((fl) => fl.age < FLOAT_LIFE);
  const want = populationFor(scene.width, scene.height);
  while (scene.width > 0 && scene.fish.length < want) spawn(scene, multipliers);
}

/** The fish under a point (the nearest, topmost first), ignoring caught ones. */
export function fishAt(scene: Scene, x: number, y: number): Fish | null {
  for (let i = scene.fish.length - 1; i >= 0; i--) {
    const f = scene.fish[i]!;
    if (f.caught > 0) continue;
    const dx = (x - f.x) / (f.size * 1.3);
    const dy = (y - f.y) / (f.size * 0.9);
    if (dx * dx + dy * dy <= 1) return f;
  }
  return null;
}

/** A live fish of a kind (for the keyboard buttons), the one nearest the middle. */
export function fishOfKind(scene: Scene, kind: number): Fish | null {
  let best: Fish | null = null;
  for (const f of scene.fish)
    if (f.kind === kind && f.caught === 0 && (!best || Math.abs(f.x - scene.width / 2) < Math.abs(best.x - scene.width / 2)))
      best = f;
  return best;
}

/** Shows a shot's result over the fish; a caught fish flashes and leaves. */
export function showShot(scene: Scene, fish: Fish | null, hit: boolean, text: string) {
  // Kept inside the sea so the text is readable near the edges.
  const x = Math.max(48, Math.min(scene.width - 48, fish?.x ?? scene.width / 2));
  const y = fish?.y ?? scene.height / 2;
  if (fish && hit) fish.caught = 0.0001;
  scene.floats.push({ x, y: y - (fish?.size ?? 0), text, hit, age: 0 });
}
