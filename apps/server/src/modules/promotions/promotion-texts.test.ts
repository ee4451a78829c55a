import { describe, expect, test } from 'vitest';
import type { OperatorRole } from '@jade/contract/operators';
import { totp } from '../../lib/totp';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';

const app = await buildTestApp();
const PASSWORD = 'Operator2026pass';
let seq = 0;

/** A named operator of `role`, made with the ADMIN_TOKEN and signed in through the authenticator set-up. */
async function operator(role: OperatorRole) {
  const username = `pt${role}${Date.now().toString(36)}${seq++}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers });
  expect((await post('/ops/operators', { username, password: PASSWORD, role }, opsHeaders)).statusCode).toBe(200);
  const first = (await post('/ops/session/login', { username, password: PASSWORD })).json().value;
  const done = await post('/ops/session/totp', {
    setupToken: first.setup.setupToken,
    code: totp(first.setup.secret, Date.now()),
  });
  return { username, headers: { authorization: `Bearer ${done.json().value.token as string}` } };
}

const input = {
  type: 'DEPOSIT',
  title: { en: 'Reload week', ne: 'रिलोड हप्ता' },
  rules: { en: '<p>Deposit and get 10%.</p>' },
  bannerUrl: '/img/reload.svg',
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  endsAt: null,
  enabled: true,
  sequence: 40,
  terms: {
    kind: 'RELOAD',
    matchPct: 10,
    cap: 500_00,
    minDeposit: 100_00,
    turnoverMultiple: 3,
    categories: null,
    claimDays: 7,
    maxPerDay: 3,
  },
};
type Promotion = typeof input & { id: number };
const promotion = async (id: number) =>
  ((await app.inject({ url: '/ops/promotions', headers: opsHeaders })).json().value.list as Promotion[]).find(
    (p) => p.id === id,
  )!;
const putTexts = (id: number, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url: `/ops/promotions/${id}/texts`, headers, payload });

describe("a promotion's texts", () => {
  test('the content role changes the title and rules, cleaned, audited by name, and nothing else', async () => {
    const created = await app.inject({ method: 'POST', url: '/ops/promotions', headers: opsHeaders, payload: input });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().value.id as number;
    const content = await operator('content');
    expect((await app.inject({ url: '/ops/promotions', headers: content.headers })).statusCode).toBe(200);

    const texts = {
      title: { en: 'Reload fortnight', ne: 'रिलोड पखवाडा' },
      rules: { en: '<p>Deposit <b>twice</b>.</p><script>alert(1)</script><img src=x onerror=alert(2)>' },
    };
    const saved = await putTexts(id, content.headers, texts);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await promotion(id);
    expect(after.title).toEqual(texts.title);
    expect(after.rules.en).toContain('<b>twice</b>');
    for (const bad of ['<script', 'onerror', 'alert(']) expect(after.rules.en).not.toContain(bad);
    expect({ ...after, title: input.title, rules: input.rules }).toMatchObject({ ...input, id });

    // Other fields with the texts: the validation error, nothing changed.
    for (const extra of [{ enabled: false }, { terms: input.terms }, { bannerUrl: '/x.svg' }, { sequence: 1 }]) {
      const res = await putTexts(id, content.headers, { ...texts, title: { en: 'Sneaky' }, ...extra });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    // Nor the full change, settlement or the queues.
    const full = await app.inject({
      method: 'PUT',
      url: `/ops/promotions/${id}`,
      headers: content.headers,
      payload: { ...input, enabled: false },
    });
    expect(full.json().code).toBe('OPS_FORBIDDEN');
    expect(
      (await app.inject({ method: 'POST', url: `/ops/promotions/${id}/settle`, headers: content.headers })).json().code,
    ).toBe('OPS_FORBIDDEN');
    expect((await app.inject({ url: '/ops/promotions/applications', headers: content.headers })).json().code).toBe(
      'OPS_FORBIDDEN',
    );
    const unchanged = await promotion(id);
    expect(unchanged.title).toEqual(texts.title);
    expect(unchanged).toMatchObject({ enabled: true, bannerUrl: input.bannerUrl, sequence: input.sequence, terms: input.terms });

    // Rules that are nothing once cleaned are refused naming the field; an unknown promotion is not found.
    const empty = await putTexts(id, content.headers, { title: texts.title, rules: { en: '<script>alert(1)</script>' } });
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', value: [{ path: 'rules.en' }] });
    expect((await putTexts(999_999, content.headers, texts)).json().code).toBe('PROMOTION_NOT_FOUND');

    const audit = (await app.inject({ url: '/ops/audit?action=promotions.texts', headers: opsHeaders })).json().value as {
      actor: string;
      before: { id: number; title: Record<string, string> };
    }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: content.username, before: { id, title: input.title } });
  });

  test('support and finance cannot change the texts; readonly reads the list but cannot change them', async () => {
    const id = (await app.inject({ method: 'POST', url: '/ops/promotions', headers: opsHeaders, payload: input })).json().value
      .id as number;
    const texts = { title: { en: 'Not yours' }, rules: { en: '<p>No.</p>' } };
    for (const role of ['support', 'finance', 'readonly'] as const) {
      const op = await operator(role);
      expect((await putTexts(id, op.headers, texts)).json().code, role).toBe('OPS_FORBIDDEN');
    }
    const readonly = await operator('readonly');
    expect((await app.inject({ url: '/ops/promotions', headers: readonly.headers })).statusCode).toBe(200);
    expect((await promotion(id)).title).toEqual(input.title);
  });
});
