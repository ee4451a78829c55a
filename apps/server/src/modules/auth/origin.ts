import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as system from '../system/system.service';

/**
 * The origin for links that leave the site (reset e-mails, identity-provider redirects): PUBLIC_URL
 * when set, else the request's own host only if the merchant knows it (main domain or a domain
 * route) — a forged Host header never reaches a link.
 */
export async function trustedOrigin(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  if (app.config.publicUrl) return app.config.publicUrl.replace(/\/+$/, '');
  const host = req.hostname.split(':')[0]!.toLowerCase();
  const merchant = await system.getMerchant(app.db, app.merchantId);
  const routes = await system.listDomainRoutes(app.db, app.merchantId);
  const known = new Set([merchant.mainDomain, ...routes.map((d) => d.domain)].map((d) => d.toLowerCase()));
  if (known.has(host)) return `${req.protocol}://${req.host}`;
  return `https://${merchant.mainDomain || 'localhost'}`;
}
