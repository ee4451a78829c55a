import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test } from 'vitest';
import { FIRST_SCREEN_ID, seedFirstScreen } from './first-screen';

const status = { status: 0 };
const siteConfig = { merchant: { name: 'Jade', currencySymbol: 'रु' }, customerService: [], imageCDNs: ['/'], whitelabel: [] };
const menus = { categories: [{ gameCategory: 'LIVE', vendors: [] }] };
const banners = {
  announcementImages: [
    { id: 2, url: '/b.svg', title: 'B', linkageType: 'NONE', linkageValue: '', sequence: 2 },
    { id: 1, url: '/a.svg', title: 'A', linkageType: 'NONE', linkageValue: '', sequence: 1 },
  ],
};

/** index.html's data block, as the server writes it. */
function givePage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_SCREEN_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(FIRST_SCREEN_ID)?.remove());

describe('seedFirstScreen', () => {
  test("puts the page's answers into the cache as the first render reads them, with no call", () => {
    givePage(JSON.stringify({ language: 'en', status, siteConfig, menus, banners }));
    const client = new QueryClient();
    expect(seedFirstScreen(client, 'en')).toEqual({ given: true, banners: true });
    expect(client.getQueryData(['system', 'status'])).toEqual(status);
    expect(client.getQueryData(['system', 'site-config', 'en'])).toEqual(siteConfig);
    expect(client.getQueryData(['catalog', 'game-menus', 'en'])).toEqual(menus);
    expect(JSON.parse(sessionStorage.getItem('gameMenus:en') ?? '{}')).toMatchObject({ data: menus });
    expect(client.getQueryData(['home', 'banners', 'w_home', 'en'])).toEqual(banners);
    // As fresh as an answer just fetched: nothing asks again on mount.
    expect(client.getQueryState(['home', 'banners', 'w_home', 'en'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['system', 'status'])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  test('takes only the status when the page answered in another language than the app starts in', () => {
    givePage(JSON.stringify({ language: 'en', status, siteConfig, menus, banners }));
    const client = new QueryClient();
    expect(seedFirstScreen(client, 'ne')).toEqual({ given: true, banners: false });
    expect(client.getQueryData(['system', 'status'])).toEqual(status);
    expect(client.getQueryData(['system', 'site-config', 'ne'])).toBeUndefined();
    expect(client.getQueryData(['home', 'banners', 'w_home', 'ne'])).toBeUndefined();
  });

  test('leaves out an answer of the wrong shape, and what the page did not bring', () => {
    givePage(JSON.stringify({ language: 'en', status: { status: 'open' }, siteConfig }));
    const client = new QueryClient();
    expect(seedFirstScreen(client, 'en')).toEqual({ given: true, banners: false });
    expect(client.getQueryData(['system', 'status'])).toBeUndefined();
    expect(client.getQueryData(['system', 'site-config', 'en'])).toEqual(siteConfig);
    expect(client.getQueryData(['catalog', 'game-menus', 'en'])).toBeUndefined();
  });

  test('seeds nothing from a page without the block or with a broken one', () => {
    const client = new QueryClient();
    expect(seedFirstScreen(client, 'en')).toEqual({ given: false, banners: false });
    givePage('{"language": "en", "status": ');
    expect(seedFirstScreen(client, 'en')).toEqual({ given: false, banners: false });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
