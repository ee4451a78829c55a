import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FavoriteIds,
  FavoriteList,
  FavoriteRequest,
  GameListPage,
  GameListQuery,
  GameMenus,
  HotGames,
  LaunchRequest,
  LaunchResult,
  NewGameVendors,
  RankList,
  RecentGames,
  VendorLanes,
  WinnerList,
  WinnerQuery,
  GAME_CATEGORIES,
} from '@jade/contract/catalog';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { languageOf, requestLanguage } from '../../lib/lang';
import { bannerSvg, gameIconSvg, vendorLogoSvg } from '../../lib/svg';
import * as catalog from './catalog.service';

const Code = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/, 'must be CODE.svg') }).strict();

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const m = app.merchantId;
  /** The `language` parameter of spec §7, else the interface language of the request. */
  const lang = (req: FastifyRequest) => {
    return languageOf((req.query as { language?: unknown } | undefined)?.language) ?? requestLanguage(req);
  };
  /** The signed-in member when there is a valid token; guests are null (public lists). */
  const viewer = async (req: FastifyRequest) => (await req.optionalMember())?.account ?? null;
  const onRequest = app.requireMember;

  r.get('/lgw/games/game_menus', { schema: { response: okResponse(GameMenus) } }, async () =>
    ok(await catalog.gameMenus(app.db, m)),
  );

  r.get(
    '/wps/relay/GCSGAME_gameList',
    { schema: { querystring: GameListQuery, response: okResponse(GameListPage) } },
    async (req, reply) => {
      if (req.query.selection === 'FAV' || req.query.selection === 'RECENT')
        return ok(await catalog.gameList(app.db, m, req.query, lang(req), await viewer(req)));
      // Public pages: the cached, already validated JSON text (a string skips the serializer).
      const json = await catalog.gameListJson(app.db, m, req.query, lang(req));
      // Fastify sends a string payload as it is; the text was checked against the schema when built.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );

  r.get('/wps/relay/hotGamesV2', { schema: { response: okResponse(HotGames) } }, async (req) =>
    ok(await catalog.hotGames(app.db, m, lang(req))),
  );

  r.get(
    '/wps/relay/getVassGameType',
    { schema: { querystring: z.object({ gameType: z.enum(GAME_CATEGORIES) }).passthrough(), response: okResponse(VendorLanes) } },
    async (req) => ok({ data: { lanes: await catalog.vendorLanes(app.db, m, req.query.gameType, lang(req)) } }),
  );

  r.get('/wps/relay/newGameVendor', { schema: { response: okResponse(NewGameVendors) } }, async (req) =>
    ok(await catalog.newGameVendors(app.db, m, lang(req))),
  );

  r.get('/wps/relay/getRankList', { schema: { response: okResponse(RankList) } }, async (req) =>
    ok(await catalog.rankList(app.db, m, lang(req))),
  );

  r.get('/wps/relay/getWinnerList', { schema: { querystring: WinnerQuery, response: okResponse(WinnerList) } }, async (req) =>
    ok(await catalog.winners(app.db, m, req.query, lang(req))),
  );

  r.get('/wps/relay/GCS_recentGame', { onRequest, schema: { response: okResponse(RecentGames) } }, async (req) =>
    ok(await catalog.recentGames(app.db, m, req.member.account.id, lang(req))),
  );

  r.get('/wps/relay/MCSFE_getFavoriteGames', { onRequest, schema: { response: okResponse(FavoriteIds) } }, async (req) =>
    ok({ ids: (await catalog.favoriteIds(app.db, req.member.account.id)).map(String) }),
  );

  r.get('/wps/relay/getFavoriteGamesList', { onRequest, schema: { response: okResponse(FavoriteList) } }, async (req) =>
    ok(await catalog.favoriteList(app.db, m, req.member.account.id, lang(req))),
  );

  r.post(
    '/wps/relay/addFavoriteGameV2',
    { onRequest, schema: { body: FavoriteRequest, response: okResponse(FavoriteIds) } },
    async (req) => ok(await catalog.toggleFavorite(app.db, m, req.member.account.id, req.body.nodeId, true)),
  );

  r.delete(
    '/wps/relay/removeFavoriteGameV2',
    { onRequest, schema: { querystring: FavoriteRequest, response: okResponse(FavoriteIds) } },
    async (req) => ok(await catalog.toggleFavorite(app.db, m, req.member.account.id, req.query.nodeId, false)),
  );

  // Real play needs a real member, free trials nobody: the guard depends on the input.
  r.post('/wps/game/launchGame', { schema: { body: LaunchRequest, response: okResponse(LaunchResult) } }, async (req) =>
    ok(await catalog.launch(app.db, m, req.body, () => req.authenticate('realMember'))),
  );

  r.get('/img/vendors/:file', { schema: { params: Code } }, async (req, reply) => {
    const code = req.params.file.slice(0, -4);
    const vendor = await catalog.findVendor(app.db, m, code);
    if (!vendor) throw new AppError('NOT_FOUND', `No vendor ${code}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(vendorLogoSvg(vendor.code, vendor.name));
  });

  r.get(
    '/img/games/:file',
    { schema: { params: Code, querystring: z.object({ size: z.enum(['large']).optional() }).strict() } },
    async (req, reply) => {
      const game = await catalog.findGameByCode(app.db, m, req.params.file.slice(0, -4));
      if (!game) throw new AppError('NOT_FOUND', 'No such game');
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=604800, immutable')
        .send(gameIconSvg(game.gameCode, game.names.en ?? game.gameCode, game.theme, req.query.size === 'large'));
    },
  );

  // Banner artwork: the slug names the picture; the title is drawn from it.
  r.get('/img/banners/:file', { schema: { params: Code } }, async (req, reply) => {
    const slug = req.params.file.slice(0, -4);
    const title = slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400').send(bannerSvg(slug, title));
  });
}
