import { z } from 'zod';
import { IsoDay, MinorUnits } from './common';

const Code = z.string().regex(/^[A-Z0-9_]{1,40}$/);
export const OpsVendorParams = z.object({ code: Code }).strict();

/** GET /ops/vendors: every vendor of the merchant (one row per category it serves) with its titles' counts. */
export const OpsVendor = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  maintenance: z.boolean(),
  /** The vendor itself is on the site (off: it and its titles are left out, whatever the titles' own flags). */
  enabled: z.boolean(),
  /** The launch adapter ('' = none), e.g. `inhouse` for the in-house game server. */
  adapter: z.string(),
  titles: z.number().int(),
  enabledTitles: z.number().int(),
});
export type OpsVendor = z.infer<typeof OpsVendor>;
export const OpsVendorList = z.object({ list: z.array(OpsVendor) });

/**
 * PUT /ops/vendors/:code: maintenance on or off (its titles show in maintenance and do not
 * launch), and `enabled`: the vendor switched off or on as a whole (off, it leaves the site's
 * menus and lists with its titles, whose launch answers GAME_UNAVAILABLE; the titles keep their
 * own flags, so switching it on brings back exactly the titles that were on).
 */
export const OpsVendorPatch = z
  .object({ maintenance: z.boolean().optional(), enabled: z.boolean().optional() })
  .strict()
  .refine((p) => p.maintenance !== undefined || p.enabled !== undefined, 'Nothing to change');
export const OpsVendorChanged = z.object({
  code: z.string(),
  maintenance: z.boolean(),
  enabled: z.boolean(),
  enabledTitles: z.number().int(),
});

/** GET /ops/vendors/wallet-keys: whether each vendor has a seamless-wallet signing key (never the key). */
export const OpsWalletKey = z.object({ vendor: z.string(), enabled: z.boolean(), updatedAt: z.string() });
export const OpsWalletKeyList = z.object({ list: z.array(OpsWalletKey) });
/** POST /ops/vendors/:code/wallet-key/rotate: a new secret made by the server, answered this once only. */
export const OpsRotatedKey = z.object({ vendor: z.string(), secret: z.string(), updatedAt: z.string() });

/** GET /ops/games: the titles, searched by vendor, category and name (any language), a page at a time. */
export const OpsGameQuery = z
  .object({
    vendor: z.string().trim().max(40).optional(),
    category: z.string().trim().max(20).optional(),
    name: z.string().trim().max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const OpsGame = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  vendor: z.string(),
  category: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  isHot: z.boolean(),
  isNew: z.boolean(),
  jackpot: z.boolean(),
  engine: z.string(),
  rtpBp: z.number().int(),
});
export type OpsGame = z.infer<typeof OpsGame>;
export const OpsGamePage = z.object({
  list: z.array(OpsGame),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsGamePage = z.infer<typeof OpsGamePage>;
export const OpsGameParams = z.object({ gameCode: z.string().min(1).max(80) }).strict();
/** PUT /ops/games/:gameCode: the title's flags. */
export const OpsGamePatch = z
  .object({ enabled: z.boolean().optional(), isHot: z.boolean().optional(), isNew: z.boolean().optional() })
  .strict()
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Nothing to change');

/** GET /ops/jackpots: each progressive pool now (in-house jackpot titles). */
export const OpsJackpot = z.object({
  gameCode: z.string(),
  pool: MinorUnits,
  seed: MinorUnits,
  lastWin: MinorUnits.nullable(),
  lastWonAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const OpsJackpotList = z.object({ list: z.array(OpsJackpot) });

/** The longest period the RTP report reads (its rounds are read by the placing time's range). */
export const RTP_MAX_DAYS = 92;

/**
 * GET /ops/games/rtp?from&to&tz[&name][&pageNo][&pageSize]: each in-house title's theoretical RTP
 * and what its settled real rounds paid back, a page at a time (a catalogue holds thousands of
 * titles): the titles played in the period first (most rounds first), then the rest in catalogue order.
 */
export const OpsRtpQuery = z
  .object({
    from: IsoDay,
    to: IsoDay,
    tz: z.coerce.number().int().min(-720).max(840).default(0),
    /** Part of a title's code or name, any case. */
    name: z.string().trim().max(64).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export const OpsRtpRow = z.object({
  gameCode: z.string(),
  vendor: z.string(),
  name: z.string(),
  engine: z.string(),
  /** From the engine's configuration (basis points; the best bet where bets differ). */
  theoreticalBp: z.number().int(),
  rounds: z.number().int(),
  stake: MinorUnits,
  /** Wins paid, jackpot wins included. */
  win: MinorUnits,
  /** win / stake in basis points; null without stakes. */
  observedBp: z.number().int().nullable(),
});
export type OpsRtpRow = z.infer<typeof OpsRtpRow>;
/** The sums of every title the filter names (not only the page's). */
export const OpsRtpTotals = z.object({
  rounds: z.number().int(),
  stake: MinorUnits,
  win: MinorUnits,
  observedBp: z.number().int().nullable(),
});
export const OpsRtpReport = z.object({
  from: z.string(),
  to: z.string(),
  list: z.array(OpsRtpRow),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: OpsRtpTotals,
});
export type OpsRtpReport = z.infer<typeof OpsRtpReport>;
