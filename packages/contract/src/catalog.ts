import { z } from 'zod';
import { GAME_CATEGORIES, GAME_SELECTIONS } from './catalog-types';

export { GAME_CATEGORIES, GAME_SELECTIONS, type GameCategory, type GameSelection } from './catalog-types';

export const VendorSummary = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  logoUrl: z.string(),
  maintenance: z.boolean(),
});
export type VendorSummary = z.infer<typeof VendorSummary>;

export const VendorCategory = z.object({
  gameCategory: z.enum(GAME_CATEGORIES),
  vendors: z.array(VendorSummary),
});
export type VendorCategory = z.infer<typeof VendorCategory>;

/** GET /lgw/games/game_menus: the vendor categories, each with its vendors in display order. */
export const GameMenus = z.object({ categories: z.array(VendorCategory) });
export type GameMenus = z.infer<typeof GameMenus>;

// ---------------------------------------------------------------- games (issue 4)

/**
 * A game card / launch item (spec §3). `isGame` VASSALAGE is a vendor item that opens the game
 * popup (the vendor's own list); `supportPlay` 0 offers a free trial; `gameType` RNG tiles launch on
 * a click of the whole tile (no play-now button).
 */
export const GameItem = z.object({
  gameId: z.number().int(),
  gameCode: z.string(),
  nodeId: z.string(),
  gameType: z.enum(GAME_CATEGORIES),
  vassalage: z.string(),
  displayName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  gameClassify: z.string(),
  /** Minimum bet in minor units. */
  minBet: z.number().int(),
  lines: z.number().int(),
  jackpot: z.boolean(),
  /** The jackpot pool in minor units, for jackpot titles (null otherwise). */
  jackpotPool: z.number().int().nullable(),
  rtp: z.number(),
  maintenance: z.boolean(),
});
export type GameItem = z.infer<typeof GameItem>;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();

/** GET /wps/relay/GCSGAME_gameList (spec §7): one page of a category, filtered. */
export const GameListQuery = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  merchant: z.string().max(40).optional(),
  language: z.string().max(10).optional(),
  gameType: z.enum(GAME_CATEGORIES).optional(),
  vassalage: z.string().max(40).optional(),
  gameClassify: z.string().max(40).optional(),
  /** Name search (case-insensitive, any language's name). */
  name: z.string().trim().max(60).optional(),
  selection: z.enum(GAME_SELECTIONS).default('ALL'),
  /** Slot filter "minimum bet 1 or more" (≥ 100 minor units). */
  minBet1: flag,
  /** Slot filter "25 lines or more". */
  lines25: flag,
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type GameListQuery = z.infer<typeof GameListQuery>;

export const GameListPage = z.object({
  list: z.array(GameItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GameListPage = z.infer<typeof GameListPage>;

/** GET /wps/relay/hotGamesV2: `value.list`, the hot games across categories (home row). */
export const HotGames = z.object({ list: z.array(GameItem) });

/** GET /wps/relay/getVassGameType?gameType=: the vendor lanes of a category (`value.data.lanes`). */
export const VendorLane = z.object({
  vassalage: z.string(),
  name: z.string(),
  gameCategory: z.enum(GAME_CATEGORIES),
  logoUrl: z.string(),
  maintenance: z.boolean(),
  isGame: z.enum(['GAME', 'VASSALAGE']),
  gameCount: z.number().int(),
  /** A vendor without its own titles (sports, lottery …) launches as one item. */
  launchItem: GameItem.nullable(),
});
export type VendorLane = z.infer<typeof VendorLane>;
export const VendorLanes = z.object({ data: z.object({ lanes: z.array(VendorLane) }) });

/** GET /wps/relay/newGameVendor: vendors that added titles lately, with their newest games. */
export const NewGameVendors = z.object({
  list: z.array(z.object({ vassalage: z.string(), name: z.string(), logoUrl: z.string(), games: z.array(GameItem) })),
});

/** GET /wps/relay/getRankList: the most played titles of the last 7 days. */
export const RankList = z.object({ list: z.array(GameItem.extend({ rank: z.number().int(), rounds: z.number().int() })) });

/** GET /wps/relay/GCS_recentGame: the member's recently played games (page 1, size 20). */
export const RecentGames = z.object({ list: z.array(GameItem) });

/** GET /wps/relay/MCSFE_getFavoriteGames: the nodeIds of the member's favourites. */
export const FavoriteIds = z.object({ ids: z.array(z.string()) });
/** GET /wps/relay/getFavoriteGamesList (page size 999). */
export const FavoriteList = z.object({ content: z.array(GameItem), pageNum: z.number().int(), totalPages: z.number().int() });
/** POST /wps/relay/addFavoriteGameV2 `{ nodeId }`; DELETE /wps/relay/removeFavoriteGameV2?nodeId= */
export const FavoriteRequest = z.object({ nodeId: z.string().min(1).max(40) }).strict();

/** GET /wps/relay/getWinnerList?gameCategory=ALL&limitNum=20: big wins of real rounds, names masked. */
export const WinnerQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), z.enum(GAME_CATEGORIES)]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language: z.string().max(10).optional(),
});
export const WinnerEntry = z.object({
  customerName: z.string(),
  winAmount: z.number().int(),
  iconUrl: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  nodeId: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  time: z.string(),
});
export type WinnerEntry = z.infer<typeof WinnerEntry>;
export const WinnerList = z.object({ list: z.array(WinnerEntry) });

/** Banner groups of spec §3. */
export const BANNER_GROUPS = ['w_home', 'w_register', 'w_leftmenu', 'w_login', 'w_forget'] as const;
export const BannerQuery = z.object({ groupName: z.enum(BANNER_GROUPS), language: z.string().max(10).optional() });
/** A banner: its image and what a click does (`linkageType` NONE, URL, GAME, VENDOR, PROMOTION, PAGE). */
export const Banner = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  linkageType: z.string(),
  linkageValue: z.string(),
  sequence: z.number().int(),
});
export type Banner = z.infer<typeof Banner>;
export const BannerList = z.object({ announcementImages: z.array(Banner) });

/** GET /wps/relay/noticeList: the player notices of the home marquee (id and title). */
export const NoticeList = z.object({ list: z.array(z.object({ id: z.number().int(), title: z.string() })) });

/** POST /wps/game/launchGame: where to play a title, real or free trial. */
export const LaunchRequest = z
  .object({
    nodeId: z.string().min(1).max(40),
    mode: z.enum(['real', 'trial']).default('real'),
    device: z.enum(['desktop', 'mobile']).default('desktop'),
    language: z.string().max(10).optional(),
    backUrl: z.string().max(300).optional(),
  })
  .strict();
export const LaunchResult = z.object({ url: z.string(), openIn: z.enum(['window', 'frame']) });
