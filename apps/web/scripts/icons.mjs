// Draws the lite app's PNG icons from the favicon's mark (public/favicon.svg) in Chromium:
// 192 and 512 px (purpose "any") and a 512 px maskable one whose mark sits in the safe zone.
// Run once when the mark changes: node apps/web/scripts/icons.mjs (the PNGs are committed).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const pub = path.resolve(import.meta.dirname, '../public');
const mark = 'M38 14v24c0 7-5 12-12 12-4 0-7-1-9-4l5-5c1 2 2 3 4 3 3 0 4-2 4-6V14z';
const icons = [
  // The favicon as it is: a rounded tile.
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<rect width="64" height="64" rx="14" fill="#0f7a5c"/><path d="${mark}" fill="#fff"/>`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<rect width="64" height="64" rx="14" fill="#0f7a5c"/><path d="${mark}" fill="#fff"/>`,
  },
  // Maskable: full bleed, the mark scaled into the central 60 % (the safe zone is 80 %).
  {
    file: 'maskable-512.png',
    size: 512,
    svg: `<rect width="64" height="64" fill="#0f7a5c"/><g transform="translate(12.8 12.8) scale(0.6)"><path d="${mark}" fill="#fff"/></g>`,
  },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${icon.size}" height="${icon.size}" style="display:block">${icon.svg}</svg></body></html>`,
  );
  fs.writeFileSync(path.join(pub, 'icons', icon.file), await page.screenshot({ omitBackground: true }));
  console.log(`icons/${icon.file}`);
}
await browser.close();
