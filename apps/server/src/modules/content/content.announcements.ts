import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Announcement,
  AnnouncementContent,
  AnnouncementPage,
  AnnouncementType,
  OpsAnnouncement,
  OpsAnnouncementInput,
  Popup,
  PopupExecution,
} from '@jade/contract/announcements';
import { LISTED_ANNOUNCEMENT_TYPES } from '@jade/contract/announcements';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { offsetOf } from '../../db/paging';
import { AppError } from '../../lib/app-error';
import { cleanHtml, cleanLocalizedHtml } from '../../lib/html';
import { pickText } from '../../lib/lang';
import { cached, CONFIG_TTL_MS, invalidate } from '../../lib/ttl-cache';
import { announcements } from './content.tables';

type Row = typeof announcements.$inferSelect;
type Localized = Record<string, string>;

/** Cache keys of this module start with this, so an operator write clears them all. */
export { cleanLocalizedHtml };

export const CACHE_PREFIX = 'content:';
export const forgetContent = (db: Db) => invalidate(db, CACHE_PREFIX);

/** Shown now: started, and not yet ended. */
const live = sql`${announcements.startsAt} <= now() and (${announcements.endsAt} is null or ${announcements.endsAt} > now())`;
/** Operator order first (lower `sort` first), then the newest. */
const order = [asc(announcements.sort), desc(announcements.startsAt), desc(announcements.id)];

/** A row as the player sees it: the language's title and its HTML cleaned again on the way out. */
function present(a: Row, lang: string): Announcement {
  return {
    id: a.id,
    type: a.type as AnnouncementType,
    title: pickText(a.title, lang),
    content: cleanHtml(pickText(a.content, lang)),
    time: toIso(a.startsAt),
  };
}

/** Every live announcement of these types in order, presented in the language; cached a moment per node. */
function liveOf(db: Db, merchantId: number, types: readonly AnnouncementType[], lang: string): Promise<Announcement[]> {
  return cached(db, `${CACHE_PREFIX}live:${merchantId}:${types.join(',')}:${lang}`, CONFIG_TTL_MS, async () => {
    const rows = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), inArray(announcements.type, [...types]), live))
      .orderBy(...order);
    return rows.map((a) => present(a, lang));
  });
}

/** Player notices (PL) shown now, for the home marquee: id and title. */
export async function noticeTitles(db: Db, merchantId: number, lang: string) {
  return (await liveOf(db, merchantId, ['PL'], lang)).map((a) => ({ id: a.id, title: a.title }));
}

/**
 * One page of the announcement list (publicModal); with `noticeId` the page that holds that
 * notice (the notice-list variant opened from the marquee), or the first page when it is gone.
 */
export async function announcementPage(
  db: Db,
  merchantId: number,
  lang: string,
  q: { pageNo: number; pageSize: number; noticeId?: number | undefined },
): Promise<AnnouncementPage> {
  const all = await liveOf(db, merchantId, LISTED_ANNOUNCEMENT_TYPES, lang);
  const at = q.noticeId === undefined ? -1 : all.findIndex((a) => a.id === q.noticeId);
  const pageNo = q.noticeId === undefined ? q.pageNo : at < 0 ? 1 : Math.floor(at / q.pageSize) + 1;
  return {
    list: all.slice(offsetOf({ pageNo, pageSize: q.pageSize }), pageNo * q.pageSize),
    pageNo,
    pageSize: q.pageSize,
    total: all.length,
  };
}

/**
 * Which popups a visitor gets (spec §4): logged-out visitors execution B; signed-in accounts A,
 * and F as well while it is their first sign-in.
 */
export function popupExecutions(viewer: { signedIn: boolean; firstTimeLogin: boolean }): PopupExecution[] {
  if (!viewer.signedIn) return ['B'];
  return viewer.firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The V2 content of one visitor: each asked type, popups already those of the visitor's audience. */
export async function announcementContent(
  db: Db,
  merchantId: number,
  lang: string,
  types: readonly AnnouncementType[],
  viewer: { signedIn: boolean; firstTimeLogin: boolean },
): Promise<AnnouncementContent> {
  const of = (t: AnnouncementType) => (types.includes(t) ? liveOf(db, merchantId, [t], lang) : Promise.resolve([]));
  const [banners, player, popupRows, promotion, home] = await Promise.all([
    of('B'),
    of('PL'),
    popupsOf(db, merchantId, lang, types),
    of('PR'),
    of('H'),
  ]);
  const executions = popupExecutions(viewer);
  return {
    banners,
    player: player.map((a) => ({ id: a.id, title: a.title })),
    popup: popupRows.filter((p) => executions.includes(p.execution)),
    promotion,
    home,
  };
}

function popupsOf(db: Db, merchantId: number, lang: string, types: readonly AnnouncementType[]): Promise<Popup[]> {
  if (!types.includes('PU')) return Promise.resolve([]);
  return cached(db, `${CACHE_PREFIX}popups:${merchantId}:${lang}`, CONFIG_TTL_MS, async () => {
    const rows = await db
      .select()
      .from(announcements)
      .where(and(eq(announcements.merchantId, merchantId), eq(announcements.type, 'PU'), live))
      .orderBy(...order);
    return rows.map((a) => ({ ...present(a, lang), execution: (a.execution ?? 'A') as PopupExecution }));
  });
}

// ---------------------------------------------------------------- operator

export function presentOps(a: Row): OpsAnnouncement {
  return {
    id: a.id,
    type: a.type as AnnouncementType,
    execution: (a.execution as PopupExecution | null) ?? null,
    title: a.title,
    content: a.content,
    startsAt: toIso(a.startsAt),
    endsAt: a.endsAt ? toIso(a.endsAt) : null,
    sort: a.sort,
  };
}

export async function listForOps(db: Db, merchantId: number, type?: AnnouncementType) {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), type ? eq(announcements.type, type) : undefined))
    .orderBy(asc(announcements.type), ...order);
  return rows.map(presentOps);
}

export async function findForOps(db: Db, merchantId: number, id: number): Promise<OpsAnnouncement> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)));
  if (!row) throw new AppError('NOT_FOUND', `No announcement ${id}`);
  return presentOps(row);
}

/** The stored form of an operator's announcement: HTML cleaned, titles trimmed, times parsed. */
function toRow(input: OpsAnnouncementInput) {
  return {
    type: input.type,
    execution: input.type === 'PU' ? (input.execution ?? null) : null,
    title: input.title as Localized,
    content: cleanLocalizedHtml('content', input.content as Localized),
    ...(input.startsAt ? { startsAt: new Date(input.startsAt) } : {}),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    ...(input.sort !== undefined ? { sort: input.sort } : {}),
  };
}

export async function createAnnouncement(db: Db, merchantId: number, input: OpsAnnouncementInput) {
  const [row] = await db
    .insert(announcements)
    .values({ merchantId, ...toRow(input) })
    .returning();
  return presentOps(row!);
}

export async function updateAnnouncement(db: Db, merchantId: number, id: number, input: OpsAnnouncementInput) {
  const [row] = await db
    .update(announcements)
    .set(toRow(input))
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `No announcement ${id}`);
  return presentOps(row);
}

export async function deleteAnnouncement(db: Db, merchantId: number, id: number) {
  const gone = await db
    .delete(announcements)
    .where(and(eq(announcements.merchantId, merchantId), eq(announcements.id, id)))
    .returning({ id: announcements.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', `No announcement ${id}`);
  return { id };
}
