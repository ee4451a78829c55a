import { describe, expect, test } from 'vitest';
import type { GameCategory, VendorCategory } from '@jade/contract/catalog';
import { buildNavItems, isLargeMenu, isNavActive, PINNED_ENTRIES } from './nav-items';

const cat = (gameCategory: GameCategory, ...codes: string[]): VendorCategory => ({
  gameCategory,
  vendors: codes.map((vassalage) => ({ vassalage, name: vassalage, gameCategory, logoUrl: '', maintenance: false })),
});

describe('main navigation', () => {
  const categories = [
    cat('INHOUSE', 'INHOUSE'),
    cat('RNG', 'LOTUS', 'HIMAL'),
    cat('LIVE'),
    cat('SPORTS', 'SUMMIT'),
    cat('ESPORTS', 'IMES'),
    cat('COCKFIGHT', 'DS88'),
  ];

  test('orders home, in-house, the categories with vendors, then promotions', () => {
    expect(buildNavItems(categories).map((i) => i.key)).toEqual([
      'home',
      'INHOUSE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'promotions',
    ]);
  });

  test('launches a single-vendor category directly, never in-house', () => {
    const items = buildNavItems(categories);
    expect(items.find((i) => i.key === 'SPORTS')?.launch).toEqual({ category: 'SPORTS', vassalage: 'SUMMIT' });
    expect(items.find((i) => i.key === 'RNG')?.launch).toBeNull();
    expect(items.find((i) => i.key === 'INHOUSE')?.launch).toBeNull();
  });

  test('has no bingo entry and pins jackpot, table games and arcade', () => {
    expect(buildNavItems(categories).some((i) => String(i.key).toLowerCase().includes('bingo'))).toBe(false);
    expect(PINNED_ENTRIES.map((p) => p.key)).toEqual(['JP', 'TG', 'AC']);
  });

  test('follows the route, the vassalage and the gameClassify queries', () => {
    expect(isNavActive('/rng?vassalage=INHOUSE', '/rng', '?vassalage=INHOUSE')).toBe(true);
    expect(isNavActive('/rng', '/rng', '?vassalage=INHOUSE')).toBe(false);
    expect(isNavActive('/rng', '/rng', '?vassalage=LOTUS')).toBe(true);
    expect(isNavActive('/rng?gameClassify=JP', '/rng', '')).toBe(false);
    expect(isNavActive('/rng?gameClassify=JP', '/rng', '?gameClassify=JP')).toBe(true);
    expect(isNavActive('/', '/', '')).toBe(true);
    expect(isNavActive('/live', '/LIVE/', '')).toBe(true);
  });

  test('uses the large vendor menu above 10 items', () => {
    expect(isLargeMenu(10)).toBe(false);
    expect(isLargeMenu(11)).toBe(true);
  });
});
