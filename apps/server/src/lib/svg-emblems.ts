/**
 * The emblems of generated game icons, drawn as shapes in a 100 × 100 box (centre 50, 50), white on
 * the icon's colours. No text: a glyph from a font (a dragon's 龍, the fruit's 🍒) showed as an empty
 * box on a device without CJK or emoji fonts, and every text in an image is shaped, with a search
 * of the fallback fonts, on the page's main thread each time the image is painted.
 */

const W = 'fill="#fff"';
const SOFT = 'fill="rgba(255,255,255,.55)"';
const LINE = 'fill="none" stroke="#fff" stroke-linecap="round" stroke-linejoin="round"';

const round = (n: number) => Math.round(n * 10) / 10;

/** A regular star (inner radius < outer) or polygon (inner = outer) with `points` outer corners. */
export function star(points: number, outer: number, inner: number, cx = 50, cy = 50, turn = -90): string {
  const corners: string[] = [];
  const count = inner === outer ? points : points * 2;
  for (let i = 0; i < count; i++) {
    const r = inner === outer || i % 2 === 0 ? outer : inner;
    const a = ((turn + (360 / count) * i) * Math.PI) / 180;
    corners.push(`${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`);
  }
  return `<polygon points="${corners.join(' ')}" ${W}/>`;
}

const circle = (cx: number, cy: number, r: number, paint = W) => `<circle cx="${cx}" cy="${cy}" r="${r}" ${paint}/>`;
const petals = (count: number, rx: number, ry: number, paint = W) =>
  Array.from(
    { length: count },
    (_, i) => `<ellipse cx="50" cy="${50 - ry}" rx="${rx}" ry="${ry}" transform="rotate(${(360 / count) * i} 50 50)" ${paint}/>`,
  ).join('');
const pips = (at: [number, number][], r = 6) => at.map(([x, y]) => circle(x, y, r, 'fill="#1d1d2b" fill-opacity=".55"')).join('');

/** Emblems by theme: the slot themes of the catalog, then the in-house and table games. */
const EMBLEMS: Record<string, string> = {
  dragon: `<path d="M18 62c10-22 24-22 32-6s22 16 32-6" ${LINE} stroke-width="9"/>${circle(82, 50, 7)}${star(3, 12, 12, 22, 40, -30)}`,
  lotus: `${petals(6, 9, 18, SOFT)}${petals(6, 6, 13)}${circle(50, 50, 7, 'fill="#ffe27a"')}`,
  tiger: [0, 1, 2].map((i) => `<path d="M${30 + i * 16} 20q-10 30 4 60" ${LINE} stroke-width="8"/>`).join(''),
  gold: [0, 1, 2].map((i) => `<ellipse cx="50" cy="${68 - i * 14}" rx="26" ry="9" ${i === 2 ? W : SOFT}/>`).join(''),
  fruit: `<path d="M36 66Q44 36 58 22M64 62Q60 38 58 22" ${LINE} stroke-width="4"/>${circle(34, 68, 13)}${circle(66, 64, 13)}`,
  ocean: [0, 1, 2].map((i) => `<path d="M14 ${34 + i * 16}q9-9 18 0t18 0 18 0 18 0" ${LINE} stroke-width="6"/>`).join(''),
  temple: `<rect x="14" y="22" width="72" height="9" rx="3" ${W}/><rect x="22" y="38" width="56" height="7" ${W}/><rect x="28" y="30" width="9" height="52" ${W}/><rect x="63" y="30" width="9" height="52" ${W}/>`,
  yeti: `<ellipse cx="50" cy="60" rx="18" ry="24" ${W}/>${[28, 42, 58, 72].map((x, i) => circle(x, i === 0 || i === 3 ? 32 : 26, 6)).join('')}`,
  panda: `${circle(28, 28, 11)}${circle(72, 28, 11)}${circle(50, 54, 30)}${circle(39, 50, 7, 'fill="#1d1d2b"')}${circle(61, 50, 7, 'fill="#1d1d2b"')}`,
  phoenix: star(4, 40, 11),
  elephant: `${circle(30, 46, 18, SOFT)}${circle(70, 46, 18, SOFT)}${circle(50, 44, 20)}<path d="M50 58q0 22 14 24" ${LINE} stroke-width="9"/>`,
  gems: `<polygon points="30,26 70,26 86,44 50,84 14,44" ${W}/><polygon points="30,26 50,44 70,26 86,44 14,44" ${SOFT}/>`,
  stars: star(5, 40, 17),
  rhino: `<path d="M22 78Q40 70 52 40Q60 20 72 16Q66 40 70 78Z" ${W}/>`,
  peacock: `${[-60, -30, 0, 30, 60].map((a) => `<circle cx="50" cy="22" r="10" transform="rotate(${a} 50 78)" ${W}/>`).join('')}${circle(50, 78, 10, SOFT)}`,
  treasure: `<rect x="16" y="44" width="68" height="36" rx="4" ${W}/><path d="M16 44v-6a20 14 0 0 1 20-14h28a20 14 0 0 1 20 14v6Z" ${SOFT}/><rect x="44" y="40" width="12" height="16" rx="2" fill="#1d1d2b" fill-opacity=".55"/>`,
  moon: `<path d="M62 14a38 38 0 1 0 24 62A30 30 0 1 1 62 14Z" ${W}/>`,
  festival: star(12, 42, 22),
  mountain: `<polygon points="8,82 40,26 72,82" ${W}/><polygon points="44,82 66,44 92,82" ${SOFT}/>`,
  koi: `<ellipse cx="42" cy="50" rx="30" ry="17" ${W}/><polygon points="68,50 92,30 92,70" ${W}/>${circle(26, 46, 4, 'fill="#1d1d2b"')}`,
  dice: `<rect x="18" y="18" width="64" height="64" rx="12" ${W}/>${pips([
    [34, 34],
    [50, 50],
    [66, 66],
  ])}`,
  crash: `<path d="M14 84Q52 78 84 18" ${LINE} stroke-width="8"/><polygon points="84,10 92,30 72,24" ${W}/>`,
  limbo: `${circle(50, 50, 38, SOFT)}${circle(50, 50, 26)}${circle(50, 50, 13, SOFT)}`,
  mines: `${star(8, 42, 26)}${circle(50, 50, 22)}${circle(43, 43, 5, 'fill="#1d1d2b" fill-opacity=".55"')}`,
  plinko: [
    [50, 22],
    [38, 42],
    [62, 42],
    [26, 62],
    [50, 62],
    [74, 62],
    [14, 82],
    [38, 82],
    [62, 82],
    [86, 82],
  ]
    .map(([x, y]) => circle(x!, y!, 6))
    .join(''),
  keno: [0, 1, 2, 3]
    .flatMap((row) => [0, 1, 2, 3].map((col) => circle(23 + col * 18, 23 + row * 18, 7, (row + col * 3) % 5 === 0 ? W : SOFT)))
    .join(''),
  cards: `<rect x="18" y="22" width="40" height="58" rx="6" transform="rotate(-14 38 51)" ${SOFT}/><rect x="42" y="20" width="40" height="58" rx="6" transform="rotate(10 62 49)" ${W}/>`,
  roulette: `${circle(50, 50, 38)}${circle(50, 50, 26, 'fill="#1d1d2b" fill-opacity=".4"')}${[0, 45, 90, 135].map((a) => `<rect x="48" y="12" width="4" height="76" transform="rotate(${a} 50 50)" ${W}/>`).join('')}${circle(50, 50, 9)}`,
  dragontiger: `${star(4, 30, 12, 32, 50)}${star(4, 30, 12, 68, 50, -45)}`,
  cockfight: `${petals(3, 7, 14, 'fill="#ff6b5a"')}<ellipse cx="50" cy="62" rx="24" ry="20" ${W}/><polygon points="72,56 90,62 72,68" fill="#ffd23f"/>`,
  sports: `${circle(50, 50, 38)}${star(5, 14, 14)}<path d="M50 12v24M14 40l22 6M86 40l-22 6M28 82l12-18M72 82l-12-18" ${LINE} stroke="#1d1d2b" stroke-opacity=".5" stroke-width="4"/>`,
  esports: `<rect x="12" y="32" width="76" height="40" rx="20" ${W}/><path d="M30 44v16M22 52h16" ${LINE} stroke="#1d1d2b" stroke-opacity=".55" stroke-width="5"/>${pips(
    [
      [64, 46],
      [74, 56],
    ],
    5,
  )}`,
  lottery: `${circle(30, 62, 17)}${circle(70, 62, 17, SOFT)}${circle(50, 32, 17)}`,
};
EMBLEMS.baccarat = EMBLEMS.cards!;
EMBLEMS.lott = EMBLEMS.elott = EMBLEMS.lottery!;

/** The emblem of a theme; a theme without one gets a polygon chosen by the game's colour seed. */
export function emblem(theme: string, seed: number): string {
  return EMBLEMS[theme] ?? star(3 + (seed % 5), 38, seed % 2 ? 38 : 20);
}

/** The themes that have an emblem of their own (tests). */
export const EMBLEM_THEMES = Object.keys(EMBLEMS);
