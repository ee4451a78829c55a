import { describe, expect, test } from 'vitest';
import { assetUrl, pickHost } from './cdn';

describe('CDN hosts', () => {
  test('picks every host of the list over many draws and none outside it', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    const seen = new Set(Array.from({ length: 300 }, () => pickHost(hosts)));
    expect([...seen].sort()).toEqual(hosts);
    expect(pickHost([])).toBe('');
  });

  test('joins a host and a path, with "/" meaning this server', () => {
    expect(assetUrl('/', '/img/x.svg')).toBe('/img/x.svg');
    expect(assetUrl('https://cdn.example/', '/img/x.svg')).toBe('https://cdn.example/img/x.svg');
    expect(assetUrl('https://cdn.example', 'img/x.svg')).toBe('https://cdn.example/img/x.svg');
    expect(assetUrl('https://cdn.example', 'https://other.example/y.png')).toBe('https://other.example/y.png');
  });
});
