/** Generated artwork (vendor logos, banners): deterministic SVG from a name, no remote hosts. */

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

/** Symbols drawn on generated game icons, by theme (plain shapes and letters: no fonts needed). */
const THEME_GLYPH: Record<string, string> = {
  dragon: '龍',
  lotus: '❀',
  tiger: '虎',
  gold: '$',
  fruit: '🍒',
  ocean: '≈',
  temple: '⛩',
  yeti: 'Y',
  panda: '◕',
  phoenix: '✦',
  elephant: 'E',
  gems: '◆',
  stars: '★',
  rhino: 'R',
  peacock: '✺',
  treasure: '✪',
  moon: '☾',
  festival: '✹',
  mountain: '▲',
  koi: '∿',
};

/** A game's icon from its code, name and theme: square (grid) or wide (large layout). */
export function gameIconSvg(code: string, name: string, theme: string, large: boolean): string {
  const hue = hueOf(code);
  const [w, h] = large ? [480, 270] : [240, 240];
  const glyph = THEME_GLYPH[theme] ?? (name[0] ?? '?').toUpperCase();
  const words = name.split(/\s+/);
  const line1 = words.slice(0, 2).join(' ');
  const line2 = words.slice(2).join(' ');
  const fit = (s: string) => (s.length > 18 ? `${s.slice(0, 17)}…` : s);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(name)}">
<defs><radialGradient id="g" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="hsl(${hue} 80% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 22%)"/></radialGradient></defs>
<rect width="${w}" height="${h}" rx="24" fill="url(#g)"/>
<circle cx="${w / 2}" cy="${h * 0.38}" r="${Math.min(w, h) * 0.26}" fill="rgba(255,255,255,.14)" stroke="rgba(255,255,255,.35)" stroke-width="3"/>
<text x="${w / 2}" y="${h * 0.38 + Math.min(w, h) * 0.1}" font-family="Arial,sans-serif" font-size="${Math.min(w, h) * 0.28}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(glyph)}</text>
<text x="${w / 2}" y="${h * 0.8}" font-family="Arial,sans-serif" font-size="${large ? 30 : 22}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(fit(line1))}</text>
${line2 ? `<text x="${w / 2}" y="${h * 0.8 + (large ? 32 : 24)}" font-family="Arial,sans-serif" font-size="${large ? 24 : 18}" fill="rgba(255,255,255,.85)" text-anchor="middle">${escapeXml(fit(line2))}</text>` : ''}
</svg>`;
}
