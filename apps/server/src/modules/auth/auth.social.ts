import { createHash, createPublicKey, randomBytes, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { LoginResponse } from '@jade/contract/auth';
import type { OidcProvider } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as members from '../members/members.service';
import { assertMaySignIn, startSession, type RequestContext } from './auth.service';
import { oidcStates, socialIdentities } from './auth.tables';
import { countRegistration } from './register-limit';

type Discovery = { authorization_endpoint: string; token_endpoint: string; jwks_uri: string; issuer: string };

const discoveries = new Map<string, { at: number; doc: Promise<Discovery> }>();
const b64url = (b: Buffer) => b.toString('base64url');

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new AppError('SOCIAL_FAILED', `Identity provider answered ${res.status}`);
  return (await res.json()) as T;
}

/** The provider's OpenID configuration, cached for an hour. */
function discover(p: OidcProvider): Promise<Discovery> {
  const hit = discoveries.get(p.issuer);
  if (hit && Date.now() - hit.at < 3_600_000) return hit.doc;
  const doc = fetchJson<Discovery>(`${p.issuer}/.well-known/openid-configuration`);
  discoveries.set(p.issuer, { at: Date.now(), doc });
  doc.catch(() => discoveries.delete(p.issuer));
  return doc;
}

/** Starts the authorization-code flow with PKCE (S256), a state and a nonce, kept ten minutes. */
export async function startSocial(db: Db, p: OidcProvider, redirectUri: string, returnTo: string): Promise<string> {
  const d = await discover(p);
  const state = b64url(randomBytes(24));
  const nonce = b64url(randomBytes(24));
  const codeVerifier = b64url(randomBytes(48));
  await db
    .insert(oidcStates)
    .values({ state, provider: p.id, codeVerifier, nonce, returnTo, expiresAt: new Date(Date.now() + 600_000) });
  const url = new URL(d.authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: b64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** Verifies an ID token's signature (RS256 or ES256 from the provider's JWKS) and its claims. */
async function verifyIdToken(p: OidcProvider, d: Discovery, idToken: string, nonce: string) {
  const [h, pl, sig] = idToken.split('.');
  if (!h || !pl || !sig) throw new AppError('SOCIAL_FAILED', 'Malformed ID token');
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; kid?: string };
  const { keys } = await fetchJson<{ keys: (JsonWebKey & { kid?: string })[] }>(d.jwks_uri);
  const jwk = keys.find((k) => !header.kid || k.kid === header.kid);
  if (!jwk) throw new AppError('SOCIAL_FAILED', 'Unknown signing key');
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  const data = Buffer.from(`${h}.${pl}`);
  const signature = Buffer.from(sig, 'base64url');
  const ok =
    header.alg === 'RS256'
      ? verifySignature('RSA-SHA256', data, key, signature)
      : header.alg === 'ES256'
        ? verifySignature('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signature)
        : false;
  if (!ok) throw new AppError('SOCIAL_FAILED', 'ID token signature does not verify');
  const claims = JSON.parse(Buffer.from(pl, 'base64url').toString()) as Record<string, unknown>;
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const now = Math.floor(Date.now() / 1000);
  if (
    claims.iss !== d.issuer ||
    !aud.includes(p.clientId) ||
    typeof claims.exp !== 'number' ||
    claims.exp < now - 60 ||
    claims.nonce !== nonce
  ) {
    throw new AppError('SOCIAL_FAILED', 'ID token claims do not match');
  }
  if (typeof claims.sub !== 'string' || !claims.sub) throw new AppError('SOCIAL_FAILED', 'ID token has no subject');
  return claims as { sub: string; email?: string; preferred_username?: string; name?: string };
}

/**
 * Finishes a social sign-in: the state once, the code exchanged with the PKCE verifier, the ID token
 * verified; the member linked to (issuer, subject) signs in, or a new member is created for it
 * (counted against the address's registration limit). A provider reporting an e-mail that another
 * account uses never takes that account over.
 */
export async function finishSocial(
  db: Db,
  ctx: RequestContext,
  providers: OidcProvider[],
  input: { state: string; code: string; redirectUri: string },
): Promise<{ login: LoginResponse; returnTo: string }> {
  const [pending] = await db
    .delete(oidcStates)
    .where(and(eq(oidcStates.state, input.state), gt(oidcStates.expiresAt, new Date())))
    .returning();
  const p = pending && providers.find((x) => x.id === pending.provider);
  if (!pending || !p) throw new AppError('SOCIAL_FAILED', 'This sign-in has expired, please try again');
  const d = await discover(p);
  const token = await fetchJson<{ id_token?: string }>(d.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: p.clientId,
      client_secret: p.clientSecret,
      code_verifier: pending.codeVerifier,
    }),
  });
  if (!token.id_token) throw new AppError('SOCIAL_FAILED', 'No ID token');
  const claims = await verifyIdToken(p, d, token.id_token, pending.nonce);

  const [link] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.issuer, d.issuer), eq(socialIdentities.subject, claims.sub)));
  let account = link ? await members.findById(db, link.accountId) : null;
  if (!account) {
    account = await db.transaction(async (tx) => {
      await countRegistration(tx, ctx.merchantId, ctx.ip);
      const base =
        `${p.id}${(claims.preferred_username ?? claims.email?.split('@')[0] ?? claims.sub).replace(/[^A-Za-z0-9]/g, '')}`.slice(
          0,
          12,
        ) || p.id;
      let username = base;
      while (await members.findByUsername(tx, ctx.merchantId, username))
        username = `${base}${Math.floor(Math.random() * 10_000)}`;
      const created = await members.createAccount(tx, {
        merchantId: ctx.merchantId,
        username,
        password: b64url(randomBytes(24)),
        type: 0,
        nickname: (claims.name ?? username).slice(0, 24),
        registerIp: ctx.ip,
      });
      await tx
        .insert(socialIdentities)
        .values({ accountId: created.id, issuer: d.issuer, subject: claims.sub, email: claims.email ?? null });
      return created;
    });
  }
  assertMaySignIn(account, 'member');
  return { login: await startSession(db, ctx, account, { via: 'social' }), returnTo: pending.returnTo };
}
