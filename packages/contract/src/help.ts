import { z } from 'zod';
import { LocalizedHtml, LocalizedTitle } from './announcements';
import { LanguageCodeSchema } from './languages';

export { HELP_SECTION } from './help-sections';

/** A section code as it appears after `#` in /help#code. */
export const HelpSectionCode = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes, starting with a letter');

/** GET /wps/system/helpCenter?lang=en&device=WEB */
export const HelpCentreQuery = z
  .object({ lang: LanguageCodeSchema.optional(), device: z.literal('WEB').default('WEB') })
  .strict();

export const HelpArticle = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export const HelpSection = z.object({ code: z.string(), title: z.string(), articles: z.array(HelpArticle) });
export type HelpSection = z.infer<typeof HelpSection>;
export const HelpCentre = z.object({ sections: z.array(HelpSection) });
export type HelpCentre = z.infer<typeof HelpCentre>;

// ---------------------------------------------------------------- operator

/** PUT /ops/help/sections/:code — the whole section with its articles, replaced at once. */
export const OpsHelpSectionInput = z
  .object({
    title: LocalizedTitle,
    sort: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    articles: z.array(z.object({ title: LocalizedTitle, content: LocalizedHtml }).strict()).max(100),
  })
  .strict();
export type OpsHelpSectionInput = z.infer<typeof OpsHelpSectionInput>;

export const OpsHelpSection = z.object({
  code: z.string(),
  title: z.record(z.string(), z.string()),
  sort: z.number().int(),
  articles: z.array(
    z.object({ id: z.number().int(), title: z.record(z.string(), z.string()), content: z.record(z.string(), z.string()) }),
  ),
});
export type OpsHelpSection = z.infer<typeof OpsHelpSection>;
