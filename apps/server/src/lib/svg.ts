/** Generated artwork (vendor logos, banners, game icons): deterministic SVG from a name, no remote hosts. */
import { emblem } from './svg-emblems';

export function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function hueOf(s: string): number {
  let h = 0;
  for (const ch of s) h = (h * 31 + ch.codePointAt(0)!) % 360;
  return h;
}

export function vendorLogoSvg(code: string, name: string): string {
  const hue = hueOf(code);
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>
<rect width="160" height="64" rx="12" fill="url(#g)"/>
<circle cx="32" cy="32" r="20" fill="rgba(255,255,255,.18)"/>
<text x="32" y="38" font-family="Arial,sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="60" y="37" font-family="Arial,sans-serif" font-size="13" font-weight="600" fill="#fff">${escapeXml(name.length > 14 ? `${name.slice(0, 13)}…` : name)}</text>
</svg>`;
}

export function bannerSvg(slug: string, title: string): string {
  const hue = hueOf(slug);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 75% 20%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
<circle cx="1000" cy="80" r="220" fill="rgba(255,255,255,.08)"/><circle cx="1100" cy="360" r="140" fill="rgba(255,255,255,.06)"/>
<text x="80" y="220" font-family="Arial,sans-serif" font-size="64" font-weight="800" fill="#fff">${escapeXml(title)}</text>
</svg>`;
}

/**
 * A game's icon from its code, name and theme: square (grid) or wide (large layout). Its emblem is
 * drawn (svg-emblems.ts): the card shows the name under it, in the visitor's language.
 */
export function gameIconSvg(code: string, name: string, theme: string, large: boolean): string {
  const hue = hueOf(code);
  const [w, h] = large ? [480, 270] : [240, 240];
  const r = Math.min(w, h) * 0.34;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">
<defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 22%)"/></radialGradient></defs>
<rect width="${w}" height="${h}" rx="24" fill="url(#g)"/>
<circle cx="${w / 2}" cy="${h / 2}" r="${r}" fill="rgba(255,255,255,.14)" stroke="rgba(255,255,255,.35)" stroke-width="3"/>
<g transform="translate(${w / 2 - r * 0.62} ${h / 2 - r * 0.62}) scale(${(r * 1.24) / 100})">${emblem(theme, hue)}</g>
</svg>`;
}
