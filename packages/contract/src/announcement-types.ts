/**
 * Announcement content of spec §3: B banner, PL player notice, PU popup, PR promotion, H home
 * notice. Popups carry an execution: A members after sign-in, B logged-out visitors, F a member's
 * first sign-in. Constants only (no schema library), so a page that asks for the content does not
 * load one for them.
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
