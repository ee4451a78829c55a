import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OpsAnnouncement, OpsAnnouncementInput, OpsAnnouncementQuery } from '@jade/contract/announcements';
import { OpsBanner, OpsBannerInput, OpsBannerQuery } from '@jade/contract/banners';
import { IdParams } from '@jade/contract/common';
import { HelpSectionCode, OpsHelpSection, OpsHelpSectionInput } from '@jade/contract/help';
import type { Db } from '../../db/client';
import { ok, okResponse } from '../../lib/envelope';
import * as content from './content.service';

const CodeParams = z.object({ code: HelpSectionCode }).strict();

/**
 * The operator's announcements, banners and help centre under /ops (inside the operator scope). Each write
 * is one transaction with its audit entry (the state before and after, HTML already cleaned), and
 * clears this node's content cache.
 */
export async function contentOpsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  const write = async <T>(
    req: FastifyRequest,
    action: string,
    before: (tx: Db) => Promise<unknown>,
    fn: (tx: Db) => Promise<T>,
  ) => {
    const result = await app.audited(req, action, before, fn);
    content.forgetContent(app.db);
    return result;
  };

  r.get(
    '/announcements',
    { schema: { querystring: OpsAnnouncementQuery, response: okResponse(z.array(OpsAnnouncement)) } },
    async (req) => ok(await content.listForOps(app.db, m, req.query.type)),
  );

  r.post('/announcements', { schema: { body: OpsAnnouncementInput, response: okResponse(OpsAnnouncement) } }, async (req) =>
    ok(
      await write(
        req,
        'announcements.create',
        async () => null,
        (tx) => content.createAnnouncement(tx, m, req.body),
      ),
    ),
  );

  r.put(
    '/announcements/:id',
    { schema: { params: IdParams, body: OpsAnnouncementInput, response: okResponse(OpsAnnouncement) } },
    async (req) =>
      ok(
        await write(
          req,
          'announcements.update',
          (tx) => content.findForOps(tx, m, req.params.id),
          (tx) => content.updateAnnouncement(tx, m, req.params.id, req.body),
        ),
      ),
  );

  r.delete(
    '/announcements/:id',
    { schema: { params: IdParams, response: okResponse(z.object({ id: z.number().int() })) } },
    async (req) =>
      ok(
        await write(
          req,
          'announcements.delete',
          (tx) => content.findForOps(tx, m, req.params.id),
          (tx) => content.deleteAnnouncement(tx, m, req.params.id),
        ),
      ),
  );

  r.get('/banners', { schema: { querystring: OpsBannerQuery, response: okResponse(z.array(OpsBanner)) } }, async (req) =>
    ok(await content.bannersForOps(app.db, m, req.query.groupName)),
  );

  r.post('/banners', { schema: { body: OpsBannerInput, response: okResponse(OpsBanner) } }, async (req) =>
    ok(
      await write(
        req,
        'banners.create',
        async () => null,
        (tx) => content.createBanner(tx, m, req.body),
      ),
    ),
  );

  r.put('/banners/:id', { schema: { params: IdParams, body: OpsBannerInput, response: okResponse(OpsBanner) } }, async (req) =>
    ok(
      await write(
        req,
        'banners.update',
        (tx) => content.bannerForOps(tx, m, req.params.id),
        (tx) => content.updateBanner(tx, m, req.params.id, req.body),
      ),
    ),
  );

  r.delete(
    '/banners/:id',
    { schema: { params: IdParams, response: okResponse(z.object({ id: z.number().int() })) } },
    async (req) =>
      ok(
        await write(
          req,
          'banners.delete',
          (tx) => content.bannerForOps(tx, m, req.params.id),
          (tx) => content.deleteBanner(tx, m, req.params.id),
        ),
      ),
  );

  r.get('/help', { schema: { response: okResponse(z.array(OpsHelpSection)) } }, async () =>
    ok(await content.helpForOps(app.db, m)),
  );

  r.put(
    '/help/sections/:code',
    { schema: { params: CodeParams, body: OpsHelpSectionInput, response: okResponse(OpsHelpSection) } },
    async (req) =>
      ok(
        await write(
          req,
          'help.save',
          (tx) => content.helpSectionForOps(tx, m, req.params.code),
          (tx) => content.saveHelpSection(tx, m, req.params.code, req.body),
        ),
      ),
  );

  r.delete(
    '/help/sections/:code',
    { schema: { params: CodeParams, response: okResponse(z.object({ code: z.string() })) } },
    async (req) =>
      ok(
        await write(
          req,
          'help.delete',
          (tx) => content.helpSectionForOps(tx, m, req.params.code),
          (tx) => content.deleteHelpSection(tx, m, req.params.code),
        ),
      ),
  );
}
