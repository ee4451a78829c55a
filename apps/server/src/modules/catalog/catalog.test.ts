import { describe, expect, test } from 'vitest';
import { GAME_CATEGORIES } from '@jade/contract/catalog';
import { buildTestApp } from '../../test/build-test-app';

const app = await buildTestApp();

describe('game menus and vendor artwork', () => {
  test('lists every seeded category in nav order with the spec vendor codes', async () => {
    const res = await app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    const cats: { gameCategory: string; vendors: { vassalage: string }[] }[] = res.json().value.categories;
    expect(cats.map((c) => c.gameCategory)).toEqual([...GAME_CATEGORIES]);
    const codes = (cat: string) => cats.find((c) => c.gameCategory === cat)!.vendors.map((v) => v.vassalage);
    expect(codes('ESPORTS')).toEqual(['IMES']);
    expect(codes('COCKFIGHT')).toEqual(['DS88']);
    expect(codes('LOTT')).toEqual(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']);
    expect(codes('ELOTT')).toEqual(['ELOTT']);
  });

  test('draws a vendor logo as SVG and 404s an unknown vendor', async () => {
    const logo = await app.inject({ method: 'GET', url: '/img/vendors/DS88.svg' });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('DS88 Cockfight');
    expect((await app.inject({ method: 'GET', url: '/img/vendors/NOPE.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/img/vendors/..%2Fx.svg' })).statusCode).toBe(400);
  });
});
