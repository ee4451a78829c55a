import { sql } from 'drizzle-orm';

/** A page of a list, as every paged query of the contract asks for it (pages count from 1). */
export type Page = { pageNo: number; pageSize: number };

/** The rows before a page: `.limit(page.pageSize).offset(offsetOf(page))`, or a slice of a list read whole. */
export const offsetOf = (page: Page) => (page.pageNo - 1) * page.pageSize;

/** `limit … offset …` of a page, for a raw SQL query. */
export const pageClause = (page: Page) => sql`limit ${page.pageSize} offset ${offsetOf(page)}`;
