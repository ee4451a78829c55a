import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOCKS } from './locks';

const src = path.resolve(import.meta.dirname, '..');
const keys = [...Object.values(LOCKS.node), ...Object.values(LOCKS.merchant)] as number[];

/** The server's source files (tests and this list left out). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && p !== path.join(src, 'db', 'locks.ts') ? [p] : [];
  });
}

describe('advisory lock keys', () => {
  test('every key of the list is used for one thing only', () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.every((k) => Number.isInteger(k) && k > 0 && k < 2 ** 31)).toBe(true);
  });

  test('no advisory lock in the server takes a number literal, and every key named elsewhere is one of the list', () => {
    const literal: string[] = [];
    const stray: string[] = [];
    for (const file of sources(src)) {
      const text = fs.readFileSync(file, 'utf8');
      const where = path.relative(src, file);
      for (const m of text.matchAll(/pg_(?:try_)?advisory_\w*lock\w*\(\s*\d/g)) literal.push(`${where}: ${m[0]}`);
      for (const m of text.matchAll(/\bLOCK_\w+\s*=\s*([\d_]+)\s*;/g)) {
        if (!keys.includes(Number(m[1]!.replace(/_/g, '')))) stray.push(`${where}: ${m[0]}`);
      }
    }
    expect(literal).toEqual([]);
    expect(stray).toEqual([]);
  });
});
