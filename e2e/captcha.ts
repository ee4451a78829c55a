import { createRequire } from 'node:module';
import type { Locator } from '@playwright/test';

/**
 * Reads the server's SVG captcha as a person reads it, by the shapes of its letters: each letter is
 * a filled path of the captcha font moved to its place (with a jitter of ±0.1), so it is compared,
 * relative to its first point, with the same letter drawn alone. No answer ever leaves the server.
 */
const svgCaptcha = createRequire(import.meta.url)('svg-captcha') as ((text: string, options: object) => string) & object;
const CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';
const NUMBER = /-?\d*\.?\d+(?:e[-+]?\d+)?/gi;

type Glyph = { x: number; commands: string; points: number[] };

function glyphs(svg: string): Glyph[] {
  return [...svg.matchAll(/<path fill="[^"]*" d="([^"]+)"\/>/g)].map((m) => {
    const d = m[1]!;
    const numbers = (d.match(NUMBER) ?? []).map(Number);
    const [x0 = 0, y0 = 0] = numbers;
    return {
      x: x0,
      commands: d.replace(NUMBER, '').replace(/[\s,]/g, ''),
      points: numbers.map((n, i) => (i % 2 === 0 ? n - x0 : n - y0)),
    };
  });
}

const references = [...CHARS].map((c) => ({
  c,
  glyph: glyphs(svgCaptcha(c, { size: 1, noise: 0, color: true, background: '#f4f6f5' }))[0]!,
}));

/** The text of a captcha SVG. */
export function readCaptcha(svg: string): string {
  return glyphs(svg)
    .sort((a, b) => a.x - b.x)
    .map((g) => {
      let best = { c: '?', score: Infinity };
      for (const { c, glyph } of references) {
        if (glyph.commands !== g.commands || glyph.points.length !== g.points.length) continue;
        const score = glyph.points.reduce((sum, n, i) => sum + Math.abs(n - g.points[i]!), 0);
        if (score < best.score) best = { c, score };
      }
      return best.c;
    })
    .join('');
}

/** The answer to the captcha picture shown in `image` (an <img> with an SVG data URL). */
export async function solveCaptchaImage(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  return readCaptcha(Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8'));
}
