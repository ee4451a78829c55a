import { z } from 'zod';
import { IdParam } from './common';
import { LANGUAGE_CODES, LanguageCodeSchema, withCanonicalLanguageKeys } from './languages';
import { LIMITS } from './limits';

import { ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS, type AnnouncementType } from './announcement-types';

export { ANNOUNCEMENT_TYPES, POPUP_EXECUTIONS, type AnnouncementType, type PopupExecution } from './announcement-types';

/** Types listed in the announcement list modal (publicModal) and its notice variant. */
export const LISTED_ANNOUNCEMENT_TYPES: readonly AnnouncementType[] = ['PL', 'PR'];

/** Longest announcement or help HTML accepted per language (raw), and kept after cleaning. */
export const HTML_MAX_INPUT_CHARS = 50_000;
export const HTML_MAX_CLEAN_CHARS = 20_000;
export const TITLE_MAX_CHARS = 200;

const LangCode = z.enum(LANGUAGE_CODES);

/** Per-language text with English required (the fallback), as the operator writes it. */
const localized = (max: number) =>
  withCanonicalLanguageKeys(
    z
      .partialRecord(LangCode, z.string().trim().max(max))
      .refine((t) => Boolean(t.en && t.en.length > 0), { message: 'English text is required' }),
  );
export const LocalizedTitle = localized(TITLE_MAX_CHARS);
export const LocalizedHtml = localized(HTML_MAX_INPUT_CHARS);

/** One announcement as the player sees it: title and sanitized HTML in the asked language. */
export const Announcement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  title: z.string(),
  content: z.string(),
  time: z.string(),
});
export type Announcement = z.infer<typeof Announcement>;

/** GET /wps/relay/MCSFE_getListAnnouncements: the list modal, 9 a page. */
export const AnnouncementListQuery = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(LIMITS.announcementPageSize),
    /** The notice-list variant: answer the page that holds this notice (pageNo is then ignored). */
    noticeId: IdParam.optional(),
    lang: LanguageCodeSchema.optional(),
  })
  .strict();
export const AnnouncementPage = z.object({
  list: z.array(Announcement),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AnnouncementPage = z.infer<typeof AnnouncementPage>;

/** A popup of the caller's audience. */
export const Popup = Announcement.extend({ execution: z.enum(POPUP_EXECUTIONS) });
export type Popup = z.infer<typeof Popup>;

/** GET /wps/relay/MCSFE_getListAnnouncementsV2?types=B,PL,PU,PR,H&platform=W */
export const AnnouncementContentQuery = z
  .object({
    types: z
      .string()
      .max(40)
      .default(ANNOUNCEMENT_TYPES.join(','))
      .transform((s) => s.split(',').map((t) => t.trim()))
      .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
    platform: z.literal('W').default('W'),
    lang: LanguageCodeSchema.optional(),
  })
  .strict();
/**
 * The announcement content of one visitor: popups are already those of their audience (B for
 * guests; A, and F on a first sign-in, for members).
 */
export const AnnouncementContent = z.object({
  banners: z.array(Announcement),
  player: z.array(z.object({ id: z.number().int(), title: z.string() })),
  popup: z.array(Popup),
  promotion: z.array(Announcement),
  home: z.array(Announcement),
});
export type AnnouncementContent = z.infer<typeof AnnouncementContent>;

// ---------------------------------------------------------------- operator

const IsoTime = z.iso.datetime({ offset: true });

/** POST /ops/announcements and PUT /ops/announcements/:id (HTML is sanitized on save). */
export const OpsAnnouncementInput = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    execution: z.enum(POPUP_EXECUTIONS).nullable().optional(),
    title: LocalizedTitle,
    content: LocalizedHtml,
    startsAt: IsoTime.optional(),
    endsAt: IsoTime.nullable().optional(),
    sort: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .strict()
  .refine((a) => (a.type === 'PU') === Boolean(a.execution), {
    message: 'A popup (PU) needs an execution (A, B or F); other types have none',
    path: ['execution'],
  })
  .refine((a) => !a.startsAt || !a.endsAt || a.endsAt > a.startsAt, { message: 'Must be after startsAt', path: ['endsAt'] });
export type OpsAnnouncementInput = z.infer<typeof OpsAnnouncementInput>;

export const OpsAnnouncement = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
});
export type OpsAnnouncement = z.infer<typeof OpsAnnouncement>;

export const OpsAnnouncementQuery = z.object({ type: z.enum(ANNOUNCEMENT_TYPES).optional() }).strict();
