/**
 * Pictures of the slot symbols per theme: W (wild) and S (scatter) are the same everywhere, H1–H4
 * are the theme's four pictures (best first), L1–L5 the card ranks A K Q J 10. Each picture has a
 * name key under `play.slot.pics` for its accessible label.
 */
export type Picture = { glyph: string; name: string; kind: 'wild' | 'scatter' | 'high' | 'low' };

type Four = readonly [string, string, string, string];
const P = (glyph: string, name: string) => `${glyph}|${name}`;

// prettier-ignore
const THEMES: Record<string, Four> = {
  dragon: [P('🐉', 'dragon'), P('🔥', 'fire'), P('🏮', 'lantern'), P('🪙', 'coin')],
  lotus: [P('🪷', 'lotus'), P('🐘', 'elephant'), P('🪔', 'lamp'), P('🔔', 'bell')],
  tiger: [P('🐅', 'tiger'), P('🐾', 'paw'), P('🌴', 'palm'), P('🥁', 'drum')],
  gold: [P('💰', 'moneybag'), P('👑', 'crown'), P('🪙', 'coin'), P('💍', 'ring')],
  fruit: [P('🍉', 'watermelon'), P('🍇', 'grapes'), P('🍒', 'cherries'), P('🍋', 'lemon')],
  ocean: [P('🐬', 'dolphin'), P('🐙', 'octopus'), P('🐠', 'fish'), P('🐚', 'shell')],
  temple: [P('🛕', 'temple'), P('🔔', 'bell'), P('🪔', 'lamp'), P('📿', 'beads')],
  yeti: [P('🏔️', 'peak'), P('❄️', 'snow'), P('🐾', 'paw'), P('🎒', 'backpack')],
  panda: [P('🐼', 'panda'), P('🎋', 'bamboo'), P('🍑', 'peach'), P('🏮', 'lantern')],
  phoenix: [P('🔥', 'fire'), P('🪶', 'feather'), P('☀️', 'sun'), P('🌋', 'volcano')],
  elephant: [P('🐘', 'elephant'), P('🪷', 'lotus'), P('👑', 'crown'), P('🥁', 'drum')],
  gems: [P('💎', 'diamond'), P('💍', 'ring'), P('👑', 'crown'), P('🔮', 'crystal')],
  stars: [P('🌟', 'star'), P('🌙', 'moon'), P('🪐', 'planet'), P('☄️', 'comet')],
  rhino: [P('🦏', 'rhino'), P('🌿', 'leaf'), P('🐾', 'paw'), P('🌅', 'sunrise')],
  peacock: [P('🦚', 'peacock'), P('🪶', 'feather'), P('🌸', 'blossom'), P('💍', 'ring')],
  treasure: [P('🗝️', 'key'), P('💰', 'moneybag'), P('🗺️', 'map'), P('⚓', 'anchor')],
  moon: [P('🌕', 'fullMoon'), P('🌙', 'moon'), P('⭐', 'star'), P('🦉', 'owl')],
  festival: [P('🪔', 'lamp'), P('🎆', 'fireworks'), P('🪁', 'kite'), P('🌼', 'marigold')],
  mountain: [P('🏔️', 'peak'), P('🦅', 'eagle'), P('🌲', 'pine'), P('⛺', 'tent')],
  koi: [P('🎏', 'koi'), P('🪷', 'lotus'), P('🌊', 'wave'), P('🫧', 'bubbles')],
};

const RANKS: Record<string, string> = { L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' };

/** The picture of a symbol key in a theme (unknown themes use the gold theme). */
export function pictureOf(theme: string, key: string): Picture {
  if (key === 'W') return { glyph: '🃏', name: 'wild', kind: 'wild' };
  if (key === 'S') return { glyph: '🎁', name: 'scatter', kind: 'scatter' };
  const rank = RANKS[key];
  if (rank) return { glyph: rank, name: key, kind: 'low' };
  const four = THEMES[theme] ?? THEMES.gold!;
  const i = Number(key.slice(1)) - 1;
  const [glyph = '?', name = 'coin'] = (four[i] ?? four[0]).split('|');
  return { glyph, name, kind: 'high' };
}

/** Every picture name any theme uses (for tests and the label keys). */
export const PICTURE_NAMES = [...new Set(Object.values(THEMES).flatMap((f) => f.map((p) => p.split('|')[1]!)))];
export const THEME_NAMES = Object.keys(THEMES);
