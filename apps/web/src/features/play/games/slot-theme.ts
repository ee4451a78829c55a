/**
 * Pictures of the slot symbols per theme: W (wild) and S (scatter) are the same everywhere, H1–H4
 * are the theme's four pictures (best first), L1–L5 the card ranks A K Q J 10. Each picture has a
 * name key under `play.slot.pics` for its accessible label and, but for the ranks (`rank`, drawn
 * as text), a drawing of that name in slot-pictures.ts.
 */
export type Picture = { name: string; kind: 'wild' | 'scatter' | 'high' | 'low'; rank?: string };

type Four = readonly [string, string, string, string];

// prettier-ignore
const THEMES: Record<string, Four> = {
  dragon: ['dragon', 'fire', 'lantern', 'coin'],
  lotus: ['lotus', 'elephant', 'lamp', 'bell'],
  tiger: ['tiger', 'paw', 'palm', 'drum'],
  gold: ['moneybag', 'crown', 'coin', 'ring'],
  fruit: ['watermelon', 'grapes', 'cherries', 'lemon'],
  ocean: ['dolphin', 'octopus', 'fish', 'shell'],
  temple: ['temple', 'bell', 'lamp', 'beads'],
  yeti: ['peak', 'snow', 'paw', 'backpack'],
  panda: ['panda', 'bamboo', 'peach', 'lantern'],
  phoenix: ['fire', 'feather', 'sun', 'volcano'],
  elephant: ['elephant', 'lotus', 'crown', 'drum'],
  gems: ['diamond', 'ring', 'crown', 'crystal'],
  stars: ['star', 'moon', 'planet', 'comet'],
  rhino: ['rhino', 'leaf', 'paw', 'sunrise'],
  peacock: ['peacock', 'feather', 'blossom', 'ring'],
  treasure: ['key', 'moneybag', 'map', 'anchor'],
  moon: ['fullMoon', 'moon', 'star', 'owl'],
  festival: ['lamp', 'fireworks', 'kite', 'marigold'],
  mountain: ['peak', 'eagle', 'pine', 'tent'],
  koi: ['koi', 'lotus', 'wave', 'bubbles'],
};

const RANKS: Record<string, string> = { L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' };

/** The picture of a symbol key in a theme (unknown themes use the gold theme). */
export function pictureOf(theme: string, key: string): Picture {
  if (key === 'W') return { name: 'wild', kind: 'wild' };
  if (key === 'S') return { name: 'scatter', kind: 'scatter' };
  const rank = RANKS[key];
  if (rank) return { name: key, kind: 'low', rank };
  const four = THEMES[theme] ?? THEMES.gold!;
  const i = Number(key.slice(1)) - 1;
  return { name: four[i] ?? four[0], kind: 'high' };
}

/** Every picture name any theme uses (for tests and the label keys). */
export const PICTURE_NAMES = [...new Set(Object.values(THEMES).flat())];
export const THEME_NAMES = Object.keys(THEMES);
