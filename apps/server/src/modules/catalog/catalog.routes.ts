import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GameMenus } from '@jade/contract/catalog';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { bannerSvg, vendorLogoSvg } from '../../lib/svg';
import * as catalog from './catalog.service';

const Code = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/, 'must be CODE.svg') }).strict();

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/lgw/games/game_menus', { schema: { response: okResponse(GameMenus) } }, async () =>
    ok(await catalog.gameMenus(app.db, app.merchantId)),
  );

  r.get('/img/vendors/:file', { schema: { params: Code } }, async (req, reply) => {
    const code = req.params.file.slice(0, -4);
    const vendor = await catalog.findVendor(app.db, app.merchantId, code);
    if (!vendor) throw new AppError('NOT_FOUND', `No vendor ${code}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(vendorLogoSvg(vendor.code, vendor.name));
  });

  // Banner artwork: the slug names the picture; the title is drawn from it.
  r.get('/img/banners/:file', { schema: { params: Code } }, async (req, reply) => {
    const slug = req.params.file.slice(0, -4);
    const title = slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(bannerSvg(slug, title));
  });
}
