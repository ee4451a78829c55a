import { and, asc, eq, inArray } from 'drizzle-orm';
import type { HelpCentre, OpsHelpSection, OpsHelpSectionInput } from '@jade/contract/help';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cleanHtml } from '../../lib/html';
import { pickText } from '../../lib/lang';
import { cached, CONFIG_TTL_MS } from '../../lib/ttl-cache';
import { CACHE_PREFIX, cleanLocalizedHtml } from './content.announcements';
import { helpArticles, helpSections } from './content.tables';

type Localized = Record<string, string>;

async function sectionsWithArticles(db: Db, merchantId: number) {
  const sections = await db
    .select()
    .from(helpSections)
    .where(eq(helpSections.merchantId, merchantId))
    .orderBy(asc(helpSections.sort), asc(helpSections.id));
  const articles =
    sections.length === 0
      ? []
      : await db
          .select()
          .from(helpArticles)
          .where(
            inArray(
              helpArticles.sectionId,
              sections.map((s) => s.id),
            ),
          )
          .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  return sections.map((s) => ({ section: s, articles: articles.filter((a) => a.sectionId === s.id) }));
}

/**
 * The help centre in one language (GET /wps/system/helpCenter): sections in order, each with its
 * articles; HTML cleaned again on the way out. Cached a moment per node.
 */
export function helpCentre(db: Db, merchantId: number, lang: string): Promise<HelpCentre> {
  return cached(db, `${CACHE_PREFIX}help:${merchantId}:${lang}`, CONFIG_TTL_MS, async () => ({
    sections: (await sectionsWithArticles(db, merchantId)).map(({ section, articles }) => ({
      code: section.code,
      title: pickText(section.title, lang),
      articles: articles.map((a) => ({
        id: a.id,
        title: pickText(a.title, lang),
        content: cleanHtml(pickText(a.content, lang)),
      })),
    })),
  }));
}

export async function helpForOps(db: Db, merchantId: number): Promise<OpsHelpSection[]> {
  return (await sectionsWithArticles(db, merchantId)).map(({ section, articles }) => ({
    code: section.code,
    title: section.title,
    sort: section.sort,
    articles: articles.map((a) => ({ id: a.id, title: a.title, content: a.content })),
  }));
}

export async function helpSectionForOps(db: Db, merchantId: number, code: string): Promise<OpsHelpSection | null> {
  return (await helpForOps(db, merchantId)).find((s) => s.code === code) ?? null;
}

/** Creates or replaces a section with all its articles (HTML cleaned) in the caller's transaction. */
export async function saveHelpSection(db: Db, merchantId: number, code: string, input: OpsHelpSectionInput) {
  const articles = input.articles.map((a, i) => ({
    title: a.title as Localized,
    content: cleanLocalizedHtml(`articles.${i}.content`, a.content as Localized),
    sort: i,
  }));
  const [section] = await db
    .insert(helpSections)
    .values({ merchantId, code, title: input.title as Localized, sort: input.sort })
    .onConflictDoUpdate({
      target: [helpSections.merchantId, helpSections.code],
      set: { title: input.title as Localized, sort: input.sort, updatedAt: new Date() },
    })
    .returning();
  await db.delete(helpArticles).where(eq(helpArticles.sectionId, section!.id));
  if (articles.length > 0) await db.insert(helpArticles).values(articles.map((a) => ({ sectionId: section!.id, ...a })));
  return (await helpSectionForOps(db, merchantId, code))!;
}

export async function deleteHelpSection(db: Db, merchantId: number, code: string) {
  const gone = await db
    .delete(helpSections)
    .where(and(eq(helpSections.merchantId, merchantId), eq(helpSections.code, code)))
    .returning({ id: helpSections.id });
  if (gone.length === 0) throw new AppError('NOT_FOUND', `No help section ${code}`);
  return { code };
}
