import { describe, expect, test } from 'vitest';
import { FISH_KINDS } from '@jade/engines/fishing';
import { createScene, fishAt, fishOfKind, pickKind, populationFor, showShot, spawn, step } from './fishing-sim';

const multipliers = FISH_KINDS.map((k) => k.multiplier);

/** A repeatable random sequence. */
function seq(...xs: number[]) {
  let i = 0;
  return () => xs[i++ % xs.length]!;
}

describe('fishing scene', () => {
  test('small fish are the most common, the boss the rarest', () => {
    expect(pickKind(multipliers, 0)).toBe(0);
    expect(pickKind(multipliers, 0.999999)).toBe(multipliers.length - 1);
    const counts = new Array(multipliers.length).fill(0);
    for (let i = 0; i < 1000; i++) counts[pickKind(multipliers, i / 1000)] += 1;
    expect(counts[0]).toBeGreaterThan(counts[multipliers.length - 1]);
  });

  test('a tap finds the fish under it, not one beside it', () => {
    const scene = createScene(seq(0.1, 0.9, 0.5, 0.5, 0.2));
    scene.width = 600;
    scene.height = 300;
    const fish = spawn(scene, multipliers, true);
    expect(fishAt(scene, fish.x, fish.y)).toBe(fish);
    expect(fishAt(scene, fish.x + fish.size * 3, fish.y)).toBeNull();
    expect(fishOfKind(scene, fish.kind)).toBe(fish);
    showShot(scene, fish, true, '+2.00');
    expect(fishAt(scene, fish.x, fish.y)).toBeNull();
    expect(scene.floats).toEqual([expect.objectContaining({ text: '+2.00', hit: true })]);
  });

  test('fish swim, leave and are replaced; results fade', () => {
    const scene = createScene(seq(0.3, 0.1, 0.7, 0.4, 0.6));
    scene.width = 400;
    scene.height = 240;
    step(scene, 0.016, multipliers);
    expect(scene.fish.length).toBe(populationFor(400, 240));
    const first = scene.fish[0]!;
    const x = first.x;
    step(scene, 0.5, multipliers);
    expect(first.x).not.toBe(x);
    showShot(scene, null, false, 'Miss');
    for (let i = 0; i < 200; i++) step(scene, 0.1, multipliers);
    expect(scene.floats).toHaveLength(0);
    expect(scene.fish.length).toBe(populationFor(400, 240));
    expect(scene.fish.every((f) => f.x > -f.size * 3 && f.x < 400 + f.size * 3)).toBe(true);
  });
});
