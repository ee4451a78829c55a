import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SocialCallbackQuery, SocialProviders, SocialStartQuery } from '@jade/contract/auth';
import { AppError } from '../../lib/app-error';
import { ok, okResponse } from '../../lib/envelope';
import { finishSocial, startSocial } from './auth.social';
import { issueHandoff } from './auth.tokens';
import { trustedOrigin } from './origin';

const Provider = z.object({ provider: z.enum(['a', 'b']) }).strict();

/** A path on this site to come back to: relative, never `//host`. */
const safeReturn = (to: string | undefined) =>
  to && to.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : '/';

/**
 * Social sign-in (OpenID Connect, authorization code + PKCE). The browser goes to the provider and
 * back to the callback, which hands the new session to the SPA as a one-time hand-off token.
 */
export async function socialRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const provider = (id: string) => {
    const p = app.config.oidc.find((x) => x.id === id);
    if (!p) throw new AppError('NOT_FOUND', 'No such sign-in provider');
    return p;
  };
  const callbackUrl = async (req: Parameters<typeof trustedOrigin>[1], id: string) =>
    `${await trustedOrigin(app, req)}/wps/session/social/${id}/callback`;

  r.get('/wps/session/social/providers', { schema: { response: okResponse(SocialProviders) } }, async () =>
    ok(app.config.oidc.map((p) => ({ id: p.id, name: p.name }))),
  );

  r.get(
    '/wps/session/social/:provider/start',
    { schema: { params: Provider, querystring: SocialStartQuery } },
    async (req, reply) => {
      const p = provider(req.params.provider);
      const url = await startSocial(app.db, p, await callbackUrl(req, p.id), safeReturn(req.query.returnTo));
      return reply.redirect(url, 302);
    },
  );

  r.get(
    '/wps/session/social/:provider/callback',
    { schema: { params: Provider, querystring: SocialCallbackQuery } },
    async (req, reply) => {
      const p = provider(req.params.provider);
      try {
        if (!req.query.code || !req.query.state) throw new AppError('SOCIAL_FAILED', req.query.error ?? 'No code');
        const { login, returnTo } = await finishSocial(app.db, req.requestContext, app.config.oidc, {
          state: req.query.state,
          code: req.query.code,
          redirectUri: await callbackUrl(req, p.id),
        });
        const { handoffToken } = await issueHandoff(app.db, login.member.id);
        const target = new URL(returnTo, 'http://x');
        target.searchParams.set('token', handoffToken);
        return reply.redirect(`${target.pathname}${target.search}`, 302);
      } catch (err) {
        req.log.warn({ err }, 'social sign-in failed');
        return reply.redirect('/login?socialError=1', 302);
      }
    },
  );
}
