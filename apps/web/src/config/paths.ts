import type { GameCategory } from '@jade/contract/catalog';

/** The one registry of routes (spec §2). Pages and menus read paths from here only. */
export const paths = {
  home: '/',
  homeAliases: ['/index', '/index.html', '/home'],
  login: '/login',
  register: '/register',
  help: '/help',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  cockfight: '/cockfight',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  bgs: '/bgs',
  favorite: '/favorite',
  recent: '/recent',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  /** The sportsbook of the sports, e-sports and cockfight vendors (what their launch opens; not in the spec's table). */
  sportsbook: '/sportsbook',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  /** Live chat (spec §7 CBS_launchChat answers this page with `?conversation=`). */
  liveChat: '/liveChat',
  /** App download and install guides (spec §2 "app install guides"), with the lite app. */
  appDownload: '/appDownload',
  /** The winners list (spec §2 "winners list"). */
  winnerList: '/winnerList',
  /** The operator console (its own sign-in; no site header or side menu), and its chat page. */
  opsConsole: '/ops-console',
  opsChat: '/ops-console/chat',
  /** Opened from the password-reset e-mail (not in the spec's table: the e-mail flow needs a page). */
  resetPassword: '/resetPassword',
} as const;

/** Game pages hide the side menu (spec §2; /lottert, /vnlottery, /sealottery match case-insensitively), the book too. */
export const GAME_PAGE_PATHS = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery', '/sportsbook'];

export function isGamePage(pathname: string): boolean {
  const p = pathname.toLowerCase().replace(/\/+$/, '');
  return GAME_PAGE_PATHS.includes(p);
}

/** Routes that need a session token, else go to /login (spec §2: the lottery pages). */
export const TOKEN_REQUIRED_PATHS = [paths.lottery, paths.seaLottery, paths.vnLottery, '/lottert'];

/** Where each vendor category's nav item leads. */
export function categoryPath(category: GameCategory): string {
  switch (category) {
    case 'INHOUSE':
      return `${paths.rng}?vassalage=INHOUSE`;
    case 'RNG':
      return paths.rng;
    case 'LIVE':
      return paths.live;
    case 'FISH':
      return paths.fish;
    case 'PVP':
      return paths.pvp;
    case 'SPORTS':
      return paths.sports;
    case 'ESPORTS':
      return paths.esports;
    case 'COCKFIGHT':
      return paths.cockfight;
    case 'LOTT':
      return paths.lott;
    case 'ELOTT':
      return paths.elott;
  }
}

/**
 * Where one vendor opens: its category page with the vendor tab chosen by the vassalage query
 * (in-house titles are the RNG centre's INHOUSE tab).
 */
export function vendorPath(category: GameCategory, vassalage: string): string {
  if (category === 'INHOUSE') return categoryPath('INHOUSE');
  return `${categoryPath(category)}?vassalage=${encodeURIComponent(vassalage)}`;
}
