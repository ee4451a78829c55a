import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnnouncementContent,
  AnnouncementContentQuery,
  AnnouncementListQuery,
  AnnouncementPage,
} from '@jade/contract/announcements';
import { BannerList, BannerQuery, NoticeList } from '@jade/contract/catalog';
import { HelpCentre, HelpCentreQuery } from '@jade/contract/help';
import { ok, okResponse } from '../../lib/envelope';
import { requestLanguage } from '../../lib/lang';
import * as content from './content.service';

/** Banners, announcements (marquee notices, the list modal, popups) and the help centre: public reads. */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;

  /** Who is asking, for the popup audience: a guest unless a live session token comes along. */
  const viewer = async (req: FastifyRequest) => {
    const authed = await req.optionalMember();
    return { signedIn: authed !== null, firstTimeLogin: authed !== null && authed.account.previousLoginAt === null };
  };

  r.get('/wps/relay/banners', { schema: { querystring: BannerQuery, response: okResponse(BannerList) } }, async (req) =>
    ok({
      announcementImages: await content.listBanners(app.db, m, req.query.groupName, req.query.language ?? requestLanguage(req)),
    }),
  );

  r.get('/wps/relay/noticeList', { schema: { response: okResponse(NoticeList) } }, async (req) =>
    ok({ list: await content.noticeTitles(app.db, m, requestLanguage(req)) }),
  );

  r.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    { schema: { querystring: AnnouncementListQuery, response: okResponse(AnnouncementPage) } },
    async (req) => ok(await content.announcementPage(app.db, m, requestLanguage(req), req.query)),
  );

  r.get(
    '/wps/relay/MCSFE_getListAnnouncementsV2',
    { schema: { querystring: AnnouncementContentQuery, response: okResponse(AnnouncementContent) } },
    async (req) => ok(await content.announcementContent(app.db, m, requestLanguage(req), req.query.types, await viewer(req))),
  );

  r.get('/wps/system/helpCenter', { schema: { querystring: HelpCentreQuery, response: okResponse(HelpCentre) } }, async (req) =>
    ok(await content.helpCentre(app.db, m, requestLanguage(req))),
  );
}
