/**
 * The slot pictures as vector drawings on a 32 × 32 grid (no emoji glyphs: those show as empty
 * boxes where no emoji font is installed). Each picture is a few shapes drawn in order:
 * c = circle (cx cy r fill), e = ellipse (cx cy rx ry fill), r = rectangle (x y w h radius fill),
 * p = filled path (d fill), l = stroked path (d stroke width).
 */
export type Shape =
  | readonly ['c', number, number, number, string]
  | readonly ['e', number, number, number, number, string]
  | readonly ['r', number, number, number, number, number, string]
  | readonly ['p', string, string]
  | readonly ['l', string, string, number];

const GOLD = '#e0a800';
const GOLD_DARK = '#a87400';
const GREEN = '#2f9e44';
const LEAF = '#5fbf3f';
const RED = '#d63a2f';
const ORANGE = '#f28c18';
const YELLOW = '#ffd23f';
const PINK = '#f06ba8';
const BLUE = '#2f7fd6';
const SKY = '#8fd0ff';
const PURPLE = '#8a4fd1';
const BROWN = '#8a5a2b';
const GREY = '#8d9aa3';
const DARK = '#2b2b2b';
const WHITE = '#ffffff';

const flame = (x: number, y: number, s: number, fill: string): Shape => [
  'p',
  `M${x} ${y}c${3 * s} ${5 * s} ${7 * s} ${7 * s} ${6 * s} ${13 * s}a${6 * s} ${6 * s} 0 0 1 ${-12 * s} 0c${-1 * s} ${-5 * s} ${3 * s} ${-8 * s} ${6 * s} ${-13 * s}z`,
  fill,
];
const star = (fill: string): Shape => ['p', 'M16 3l3.8 8.2 8.9 1-6.6 6.1 1.8 8.8L16 22.6l-7.9 4.5 1.8-8.8-6.6-6.1 8.9-1z', fill];

// prettier-ignore
export const PICTURES: Record<string, readonly Shape[]> = {
  // Shared by every theme: the wild (a gold star badge) and the scatter (a gift).
  wild: [['c', 16, 16, 14, PURPLE], star(YELLOW), ['c', 16, 16, 3, WHITE]],
  scatter: [['r', 5, 13, 22, 15, 2, RED], ['r', 4, 10, 24, 5, 1.5, '#ef5a50'], ['r', 14, 10, 4, 18, 0, YELLOW], ['p', 'M16 10c-3-6-9-6-8-2 1 2 5 2 8 2zm0 0c3-6 9-6 8-2-1 2-5 2-8 2z', YELLOW]],
  dragon: [['p', 'M6 26c0-8 4-13 10-14l2-6 3 5 5-1-2 5c3 2 3 6 0 8l-6 1-2 5-4-3z', GREEN], ['c', 20, 15, 1.6, YELLOW], ['l', 'M22 19l5 2', RED, 1.5], ['l', 'M12 21c2-1 4-1 6 0', '#1f6e30', 1.5]],
  fire: [flame(16, 3, 1.4, ORANGE), flame(16, 14, 0.8, YELLOW)],
  lantern: [['r', 11, 4, 10, 3, 1, GOLD], ['e', 16, 16, 10, 9, RED], ['l', 'M12 9c-2 4-2 10 0 14M20 9c2 4 2 10 0 14M16 7v18', '#a8231b', 1.2], ['r', 11, 24, 10, 3, 1, GOLD], ['l', 'M16 27v3', GOLD, 1.5]],
  coin: [['c', 16, 16, 13, GOLD], ['c', 16, 16, 10, YELLOW], ['r', 13, 13, 6, 6, 0.5, GOLD_DARK]],
  lotus: [['p', 'M16 5c5 6 5 15 0 21-5-6-5-15 0-21z', PINK], ['p', 'M16 26C9 25 4 19 4 12c6 2 11 7 12 14zM16 26c7-1 12-7 12-14-6 2-11 7-12 14z', '#f58ec0'], ['e', 16, 27, 9, 2, GREEN]],
  elephant: [['e', 18, 18, 10, 8, GREY], ['c', 11, 13, 7, GREY], ['e', 8, 13, 4, 6, '#b2bcc3'], ['l', 'M6 17c-2 4-1 8 2 9', GREY, 3.5], ['r', 14, 22, 4, 7, 1, GREY], ['r', 22, 22, 4, 7, 1, GREY], ['c', 12, 11, 1.2, DARK]],
  lamp: [['p', 'M4 19h24c-1 6-6 9-12 9S5 25 4 19z', ORANGE], ['e', 16, 19, 12, 2.5, '#c25e00'], flame(23, 6, 0.8, YELLOW)],
  bell: [['p', 'M16 4c-6 0-8 6-8 12l-3 7h22l-3-7c0-6-2-12-8-12z', GOLD], ['c', 16, 26, 3, GOLD_DARK], ['l', 'M10 18h12', YELLOW, 1.5]],
  tiger: [['c', 9, 8, 4, ORANGE], ['c', 23, 8, 4, ORANGE], ['c', 16, 17, 12, ORANGE], ['l', 'M16 5v5M8 14l4 2M24 14l-4 2M6 20l4 0M26 20h-4', DARK, 1.6], ['c', 12, 16, 1.5, DARK], ['c', 20, 16, 1.5, DARK], ['e', 16, 22, 4, 3, WHITE], ['c', 16, 21, 1.3, DARK]],
  paw: [['e', 16, 21, 7, 6, BROWN], ['e', 8, 13, 2.6, 3.4, BROWN], ['e', 13, 8, 2.6, 3.4, BROWN], ['e', 19, 8, 2.6, 3.4, BROWN], ['e', 24, 13, 2.6, 3.4, BROWN]],
  palm: [['l', 'M16 12c1 6 0 12-2 17', BROWN, 3], ['p', 'M16 12C11 6 5 7 3 11c5-2 9-1 13 1zM16 12c5-6 11-5 13-1-5-2-9-1-13 1zM16 12c-2-5-1-9 3-10-1 3-2 6-3 10z', GREEN], ['c', 15, 14, 1.6, BROWN], ['c', 18, 14, 1.6, BROWN]],
  drum: [['r', 6, 10, 20, 15, 2, RED], ['e', 16, 10, 10, 4, '#f3e2c0'], ['l', 'M6 13l5 12 5-12 5 12 5-12', GOLD, 1.4], ['e', 16, 25, 10, 3, '#a8231b']],
  moneybag: [['p', 'M12 10h8l-1-3 3-3H10l3 3zM12 10c-6 4-8 10-6 15 1 3 4 4 10 4s9-1 10-4c2-5 0-11-6-15z', '#c9a25a'], ['l', 'M12 10h8', BROWN, 2], ['c', 16, 20, 4.5, GOLD], ['c', 16, 20, 2.5, YELLOW]],
  crown: [['p', 'M4 25L5 9l6 7 5-10 5 10 6-7 1 16z', GOLD], ['r', 4, 24, 24, 4, 1, GOLD_DARK], ['c', 16, 18, 2, RED], ['c', 10, 20, 1.5, BLUE], ['c', 22, 20, 1.5, BLUE]],
  ring: [['c', 16, 20, 9, GOLD], ['c', 16, 20, 6.5, '#fdfbf3'], ['p', 'M11 7l2-3h6l2 3-5 6z', SKY], ['l', 'M11 7h10', BLUE, 1]],
  watermelon: [['p', 'M3 12h26a13 13 0 0 1-26 0z', GREEN], ['p', 'M5.5 12h21a10.5 10.5 0 0 1-21 0z', '#ff5d5d'], ['e', 11, 16, 1, 1.6, DARK], ['e', 16, 18, 1, 1.6, DARK], ['e', 21, 16, 1, 1.6, DARK]],
  grapes: [['p', 'M17 7c2-4 7-4 9-2-3 1-6 2-9 2z', LEAF], ['l', 'M16 8V4', BROWN, 1.5], ['c', 11, 11, 3.5, PURPLE], ['c', 18, 11, 3.5, PURPLE], ['c', 14, 17, 3.5, PURPLE], ['c', 21, 17, 3.5, '#7340b8'], ['c', 17, 23, 3.5, PURPLE], ['c', 10, 17, 3, '#7340b8']],
  cherries: [['l', 'M9 21C12 13 16 7 22 4M23 21c-1-7-1-12-1-17', GREEN, 1.6], ['p', 'M22 4c3-2 6-1 7 1-3 1-5 1-7-1z', LEAF], ['c', 9, 23, 6, RED], ['c', 23, 23, 6, '#b8241b'], ['c', 7, 21, 1.5, '#ff9a92']],
  lemon: [['p', 'M3 17c2-9 10-13 18-10 4 1 7 3 8 7-2 9-10 13-18 10-4-1-7-3-8-7z', YELLOW], ['p', 'M29 14c1-2 1-3 0-4M3 17c-1 2-1 3 0 4', '#d9a800'], ['l', 'M9 14c2-3 6-4 9-4', '#fff3a8', 1.5]],
  dolphin: [['p', 'M3 20c5-10 16-13 24-8l2-3 0 6c-2 4-8 8-14 8l-2 4-2-5c-3 0-6-1-8-2z', BLUE], ['p', 'M9 20c6 1 12 0 17-3', SKY], ['c', 24, 13, 1, DARK]],
  octopus: [['e', 16, 12, 9, 8, PURPLE], ['l', 'M9 17c-3 4-4 8-1 10M13 19c-1 4-1 8 1 10M19 19c1 4 1 8-1 10M23 17c3 4 4 8 1 10', PURPLE, 3], ['c', 13, 12, 1.6, WHITE], ['c', 19, 12, 1.6, WHITE], ['c', 13, 12, 0.8, DARK], ['c', 19, 12, 0.8, DARK]],
  fish: [['p', 'M24 16l6-6v12z', ORANGE], ['e', 14, 16, 11, 8, ORANGE], ['l', 'M12 10c2 4 2 8 0 12M17 9c2 4 2 10 0 14', '#fff0d8', 1.5], ['c', 8, 14, 1.5, DARK]],
  shell: [['p', 'M16 28L4 14C6 6 26 6 28 14z', '#f7b6a3'], ['l', 'M16 28L9 9M16 28V7M16 28l7-19M16 28L5 14M16 28l11-14', '#d9826a', 1.2], ['r', 13, 26, 6, 3, 1, '#d9826a']],
  temple: [['p', 'M16 2l4 6h-8z', GOLD], ['p', 'M8 14l8-7 8 7z', RED], ['r', 10, 14, 12, 5, 0, '#f3e2c0'], ['p', 'M5 22l11-5 11 5z', RED], ['r', 7, 22, 18, 7, 0, '#f3e2c0'], ['r', 14, 24, 4, 5, 1, BROWN]],
  beads: [['c', 16, 5, 2.5, BROWN], ['c', 24, 8, 2.5, BROWN], ['c', 27, 16, 2.5, BROWN], ['c', 24, 24, 2.5, BROWN], ['c', 8, 24, 2.5, BROWN], ['c', 5, 16, 2.5, BROWN], ['c', 8, 8, 2.5, BROWN], ['c', 16, 27, 3, RED], ['l', 'M16 30v2', RED, 2]],
  peak: [['p', 'M1 28L12 8l5 8 4-5 10 17z', GREY], ['p', 'M12 8l4 7-2-1-2 2-2-2-2 1zM21 11l3 5-2 0-1 1-2-2z', WHITE]],
  snow: [['l', 'M16 3v26M4.7 9.5l22.6 13M4.7 22.5l22.6-13M13 5l3 3 3-3M13 27l3-3 3 3M5 13l4 1-1 4M27 19l-4-1 1-4', BLUE, 2]],
  backpack: [['r', 7, 8, 18, 21, 5, '#c2561a'], ['l', 'M12 8c0-5 8-5 8 0', BROWN, 2], ['r', 10, 18, 12, 8, 2, ORANGE], ['l', 'M10 21h12', BROWN, 1.2]],
  panda: [['c', 8, 8, 4.5, DARK], ['c', 24, 8, 4.5, DARK], ['c', 16, 17, 12, WHITE], ['e', 11, 16, 3, 4, DARK], ['e', 21, 16, 3, 4, DARK], ['c', 11, 16, 1, WHITE], ['c', 21, 16, 1, WHITE], ['e', 16, 22, 2.5, 1.8, DARK]],
  bamboo: [['r', 7, 3, 5, 27, 2, GREEN], ['r', 18, 6, 5, 24, 2, '#3fb356'], ['l', 'M7 12h5M7 21h5M18 14h5M18 23h5', '#1f6e30', 1.5], ['p', 'M23 10c3-3 6-3 8-2-3 1-5 2-8 2z', LEAF]],
  peach: [['p', 'M16 8c-8-2-13 5-12 12 1 6 7 9 12 9s11-3 12-9c1-7-4-14-12-12z', '#ffab91'], ['l', 'M16 9c-3 6-3 13 0 19', '#f06e5b', 1.2], ['p', 'M16 8c1-4 6-6 9-4-2 3-6 4-9 4z', LEAF]],
  feather: [['p', 'M26 3C14 4 7 13 7 23l2 2c10 0 18-9 17-22z', '#40a9bf'], ['l', 'M24 6L5 29', '#1d5f6e', 1.4], ['l', 'M19 10l-5 1M17 15l-6 0M14 20l-5 0', '#d4f3f9', 1]],
  sun: [['l', 'M16 1v5M16 26v5M1 16h5M26 16h5M5.4 5.4l3.5 3.5M23.1 23.1l3.5 3.5M5.4 26.6l3.5-3.5M23.1 8.9l3.5-3.5', ORANGE, 2.2], ['c', 16, 16, 8, YELLOW]],
  volcano: [['p', 'M2 29l9-16h10l9 16z', BROWN], ['p', 'M11 13h10l-3 5-2-2-2 3z', RED], ['p', 'M12 11c-2-4 0-8 4-8s6 4 4 8z', '#9aa2a8']],
  diamond: [['p', 'M9 5h14l6 8-13 16L3 13z', SKY], ['p', 'M3 13h26L16 29z', BLUE], ['l', 'M9 5l3 8 4-8 4 8 3-8M3 13h26M12 13l4 16 4-16', '#e8f6ff', 1]],
  crystal: [['c', 16, 14, 10, PURPLE], ['c', 12, 10, 3, '#c9a7f2'], ['p', 'M8 25h16l3 5H5z', GOLD]],
  star: [star(GOLD), ['p', 'M16 8l2 5 5 .5-4 3.5 1 5-4-2.5z', YELLOW]],
  moon: [['p', 'M20 3a13 13 0 1 0 9 20A11 11 0 0 1 20 3z', '#ffd86b']],
  planet: [['c', 16, 16, 9, '#e58f4a'], ['l', 'M3 20c3 4 23-2 26-8 1-3-3-3-6-2', '#f7d08a', 2], ['l', 'M9 13h10M8 18h13', '#c76b2e', 1.4]],
  comet: [['p', 'M21 7L4 26l7-2-3 6 11-12z', '#8fd0ff'], ['c', 22, 10, 7, YELLOW], ['c', 22, 10, 4, WHITE]],
  rhino: [['e', 18, 18, 11, 9, GREY], ['p', 'M6 16l-3-9 6 6z', '#e8e1d5'], ['p', 'M9 13l0-5 3 4z', '#e8e1d5'], ['c', 14, 14, 1.3, DARK], ['e', 25, 11, 2.5, 3.5, '#6f7c85'], ['e', 9, 21, 3, 2, '#6f7c85']],
  leaf: [['p', 'M5 27C4 14 12 5 28 4c0 16-9 24-23 23z', GREEN], ['l', 'M5 27C11 20 17 14 24 8M12 20l-1-6M17 15l5 1', '#a7e08c', 1.3]],
  sunrise: [['p', 'M6 22a10 10 0 0 1 20 0z', ORANGE], ['l', 'M16 5v4M6 11l3 3M26 11l-3 3M2 18h4M26 18h4', ORANGE, 2], ['r', 1, 22, 30, 3, 1, BLUE], ['r', 5, 27, 22, 2, 1, SKY]],
  peacock: [['c', 16, 14, 13, '#1f8f7a'], ['c', 8, 10, 2.5, BLUE], ['c', 16, 6, 2.5, BLUE], ['c', 24, 10, 2.5, BLUE], ['c', 8, 10, 1.2, GOLD], ['c', 16, 6, 1.2, GOLD], ['c', 24, 10, 1.2, GOLD], ['e', 16, 21, 4, 8, '#1d4fa0'], ['c', 16, 13, 3, '#1d4fa0'], ['p', 'M18 13l3 1-3 1z', GOLD]],
  blossom: [['c', 16, 8, 5, PINK], ['c', 24, 14, 5, PINK], ['c', 21, 24, 5, PINK], ['c', 11, 24, 5, PINK], ['c', 8, 14, 5, PINK], ['c', 16, 16, 4, YELLOW]],
  key: [['c', 9, 9, 6.5, GOLD], ['c', 9, 9, 3, '#fdfbf3'], ['l', 'M13.5 13.5L28 28M22 22l-3 3M25.5 25.5l-3 3', GOLD, 3.2]],
  map: [['p', 'M3 7l8-3 10 3 8-3v21l-8 3-10-3-8 3z', '#f3dfae'], ['l', 'M11 4v21M21 7v21', '#cfb27a', 1], ['l', 'M6 21c3-2 5-6 9-6s5-4 8-6', RED, 1.4], ['l', 'M22 7l4 4M26 7l-4 4', RED, 1.8]],
  anchor: [['c', 16, 6, 3.2, '#3a4a5a'], ['c', 16, 6, 1.4, '#fdfbf3'], ['l', 'M16 9v20M10 14h12M5 19c0 6 5 10 11 10s11-4 11-10', '#3a4a5a', 2.6]],
  fullMoon: [['c', 16, 16, 13, '#f6e7a1'], ['c', 11, 12, 3, '#e2cc73'], ['c', 20, 20, 4, '#e2cc73'], ['c', 21, 9, 1.8, '#e2cc73']],
  owl: [['p', 'M6 10l4 3h12l4-3v12c0 5-4 8-10 8S6 27 6 22z', BROWN], ['c', 12, 15, 4.5, WHITE], ['c', 20, 15, 4.5, WHITE], ['c', 12, 15, 2, DARK], ['c', 20, 15, 2, DARK], ['p', 'M15 19h2l-1 3z', ORANGE], ['e', 16, 26, 5, 3, '#c99a66']],
  fireworks: [['l', 'M16 16L16 3M16 16l9-9M16 16h13M16 16l9 9M16 16v13M16 16l-9 9M16 16H3M16 16L7 7', RED, 1.6], ['c', 16, 3, 1.5, YELLOW], ['c', 25, 7, 1.5, BLUE], ['c', 29, 16, 1.5, YELLOW], ['c', 25, 25, 1.5, PINK], ['c', 16, 29, 1.5, YELLOW], ['c', 7, 25, 1.5, BLUE], ['c', 3, 16, 1.5, PINK], ['c', 7, 7, 1.5, GREEN], ['c', 16, 16, 2.5, YELLOW]],
  kite: [['p', 'M16 2l10 10-10 12L6 12z', RED], ['p', 'M16 2v22L6 12z', YELLOW], ['l', 'M16 24c-2 3 2 4 0 7', DARK, 1.2], ['p', 'M14 27l2 1-2 1zM18 29l-2 1 2 1z', BLUE]],
  marigold: [['c', 16, 16, 13, ORANGE], ['c', 16, 16, 9.5, '#ffab2e'], ['c', 16, 16, 6, '#ffc447'], ['c', 16, 16, 3, '#e06a00']],
  eagle: [['p', 'M1 12c6 0 10 2 15 6 5-4 9-6 15-6-4 4-9 8-15 10C10 20 5 16 1 12z', BROWN], ['c', 16, 12, 4, WHITE], ['p', 'M17 12l4 1-3 2z', YELLOW], ['c', 17, 11, 0.9, DARK], ['p', 'M13 26l3-4 3 4z', BROWN]],
  pine: [['p', 'M16 2l8 10h-4l6 8h-5l6 8H5l6-8H6l6-8H8z', GREEN], ['r', 14, 26, 4, 5, 0, BROWN]],
  tent: [['p', 'M16 4L2 28h28z', ORANGE], ['p', 'M16 14l-6 14h12z', '#8a3b00'], ['l', 'M16 4l-2-3M16 4l2-3', BROWN, 1.5]],
  koi: [['p', 'M5 10c6-6 16-6 21 0l4-3v10l-4-3c-5 7-15 7-21 1z', WHITE], ['p', 'M8 9c4-3 9-3 12 0-3 3-8 3-12 0zM12 17c4 1 7 0 9-2 1 2 0 3-2 4-3 1-5 0-7-2z', ORANGE], ['c', 8, 12, 1.2, DARK], ['l', 'M5 10c6-6 16-6 21 0l4-3v10l-4-3c-5 7-15 7-21 1', '#e07a1f', 1.2]],
  wave: [['p', 'M1 22c4-11 14-16 22-12 4 2 6 6 4 9-2-4-7-4-9-1 3 0 5 2 5 4H1z', BLUE], ['p', 'M1 26h30v4H1z', SKY], ['l', 'M20 13c3-2 7-1 8 2', WHITE, 1.5]],
  bubbles: [['c', 11, 19, 8, SKY], ['c', 23, 10, 5.5, SKY], ['c', 24, 24, 3.5, SKY], ['c', 8, 16, 2, WHITE], ['c', 21, 8, 1.5, WHITE], ['c', 23, 23, 1, WHITE]],
};
