import { z } from 'zod';
import { LocalizedTitle } from './announcements';
import { BANNER_GROUPS } from './catalog';

/**
 * The operator's banners (issue 20): the images of each group (w_home carousel, w_leftmenu …) with
 * their title per language and what a click does. The site reads them with GET /wps/relay/banners.
 */
export { BANNER_GROUPS };
export const BannerGroup = z.enum(BANNER_GROUPS);
export type BannerGroup = z.infer<typeof BannerGroup>;

/** What a click on a banner does (the site's `bannerAction`): nothing, a web address, a page of the site, a game, a vendor, the promotions. */
export const BANNER_LINKAGES = ['NONE', 'URL', 'PAGE', 'GAME', 'VENDOR', 'PROMOTION'] as const;
export const BannerLinkage = z.enum(BANNER_LINKAGES);

/** An image of this site (`/img/…`, one leading slash) or a web address over https. */
const ImageUrl = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .regex(/^(\/(?!\/)[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/, 'a path of this site (/img/…) or an https address');

/** POST /ops/banners and PUT /ops/banners/:id. */
export const OpsBannerInput = z
  .object({
    groupName: BannerGroup,
    imageUrl: ImageUrl,
    title: LocalizedTitle,
    linkageType: BannerLinkage.default('NONE'),
    linkageValue: z.string().trim().max(500).default(''),
    sequence: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .strict()
  .refine((b) => b.linkageType !== 'URL' || /^https?:\/\/\S+$/i.test(b.linkageValue), {
    message: 'a web address (http or https)',
    path: ['linkageValue'],
  })
  .refine((b) => b.linkageType !== 'PAGE' || /^\/(?!\/)\S*$/.test(b.linkageValue), {
    message: 'a page of this site, starting with /',
    path: ['linkageValue'],
  })
  .refine((b) => !['GAME', 'VENDOR'].includes(b.linkageType) || b.linkageValue.length > 0, {
    message: 'required for this kind of link',
    path: ['linkageValue'],
  });
export type OpsBannerInput = z.input<typeof OpsBannerInput>;

export const OpsBanner = z.object({
  id: z.number().int(),
  groupName: z.string(),
  imageUrl: z.string(),
  title: z.record(z.string(), z.string()),
  linkageType: z.string(),
  linkageValue: z.string(),
  sequence: z.number().int(),
});
export type OpsBanner = z.infer<typeof OpsBanner>;

/** GET /ops/banners[?groupName=]: every banner of the merchant, by group and sequence. */
export const OpsBannerQuery = z.object({ groupName: BannerGroup.optional() }).strict();
