import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

const idp = new OAuth2Server();
await idp.issuer.keys.generate('RS256');
await idp.start(0, '127.0.0.1');
afterAll(() => idp.stop());

const app = await buildTestApp({
  OIDC_A_NAME: 'Test ID',
  OIDC_A_ISSUER: idp.issuer.url!,
  OIDC_A_CLIENT_ID: 'jade-client',
  OIDC_A_CLIENT_SECRET: 'jade-secret',
});

/** Runs the whole browser round trip: start → provider → callback → hand-off → session. */
async function signInAs(sub: string, email: string) {
  // Both tokens of the exchange (access and ID) carry this identity.
  const identity = (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = sub;
    token.payload.email = email;
    token.payload.preferred_username = email.split('@')[0];
  };
  idp.service.removeAllListeners('beforeTokenSigning');
  idp.service.on('beforeTokenSigning', identity);
  const start = await app.inject({ method: 'GET', url: '/wps/session/social/a/start?returnTo=/promotions' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  const done = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(done.statusCode).toBe(302);
  const landing = new URL(done.headers.location as string, 'http://x');
  expect(landing.pathname).toBe('/promotions');
  const ex = await app.inject({
    method: 'POST',
    url: '/wps/session/handoff/exchange',
    payload: { handoffToken: landing.searchParams.get('token') },
  });
  return ex.json().value.member as { id: number; account: string };
}

describe('social sign-in (OpenID Connect with PKCE)', () => {
  test('lists the configured providers', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/session/social/providers' });
    expect(res.json().value).toEqual([{ id: 'a', name: 'Test ID' }]);
  });

  test('creates a member on the first sign-in and signs the same identity into it again', async () => {
    const first = await signInAs('subject-1', 'player.one@example.com');
    expect(first.account).toMatch(/^aplayerone/);
    const again = await signInAs('subject-1', 'player.one@example.com');
    expect(again.id).toBe(first.id);
  });

  test('never takes over an existing account that has the same e-mail', async () => {
    const member = await signInAs('subject-2', 'demo01@example.com');
    expect(member.account).not.toBe('demo01');
  });

  test('refuses a callback with an unknown or replayed state', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/session/social/a/callback?code=abc&state=forged' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?socialError=1');
  });

  test('keeps the return address on this site', async () => {
    const start = await app.inject({ method: 'GET', url: '/wps/session/social/a/start?returnTo=//evil.example/x' });
    const back = await fetch(new URL(start.headers.location as string), { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    const done = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(String(done.headers.location).startsWith('/?token=')).toBe(true);
  });
});

describe('site config', () => {
  test('lists the configured social providers, not a stored list', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(res.json().value.register.socialProviders).toEqual(['a']);
  });
});
