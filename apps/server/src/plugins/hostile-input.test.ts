import type { RouteOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { EncryptedPayload } from '@jade/contract/crypto';
import { buildTestApp, opsHeaders } from '../test/build-test-app';
import { injectSealed, loginAs } from '../test/login';

// Every route the app registers, with its schemas, collected as Fastify adds them.
const routes: RouteOptions[] = [];
const app = await buildTestApp({}, {}, { onRoute: (route) => void routes.push(route) });
const member = await loginAs(app, 'demo01', 'Demo@1234');
const agent = await loginAs(app, 'agent01', 'Agent@1234');
const IDENTITIES: Record<string, Record<string, string>> = {
  anonymous: {},
  member: member.headers,
  agent: agent.headers,
  ops: opsHeaders,
};

/** Values an attacker sends where an id, a number, a date or a name is expected. */
const TEXT_VALUES = [
  '2147483648',
  '-1',
  '1e309',
  'abc',
  '9007199254740993',
  'a\u0000b',
  'a\u202Eb',
  '0001-01-01',
  '9999-12-31',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  'x'.repeat(5000),
];
/** JSON values for a body field: the texts above, plus numbers and wrong types. */
const JSON_VALUES: unknown[] = [
  ...TEXT_VALUES,
  2147483648,
  -1,
  1e308,
  1.5,
  2 ** 53 + 2,
  -2147483649,
  true,
  null,
  [],
  {},
  ['a\u0000'],
];
/** A raw JSON number that parses to Infinity. */
const HUGE = '__HUGE__';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
};

/** A plausible valid value for a JSON schema, so one hostile field at a time reaches the handler. */
function sampleOf(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const option = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (option) return sampleOf(option);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'date-time') return '2024-01-01T00:00:00.000Z';
      if (s.format === 'date') return '2024-01-01';
      if (s.format === 'email') return 'a@example.com';
      return 'abcdef12'.repeat(Math.max(1, Math.ceil((s.minLength ?? 0) / 8))).slice(0, Math.max(8, s.minLength ?? 0));
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return s.items && s.minItems ? Array.from({ length: s.minItems }, () => sampleOf(s.items!)) : [];
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sampleOf(s.properties?.[k] ?? {})]));
    default:
      return null;
  }
}

type Probe = { method: string; url: string; body?: string; sealed?: unknown; input: string };

function jsonSchemaOf(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const fill = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1').replace(/\*$/, 'x');

/** Every hostile request for one route: each path parameter, query field and body field in turn. */
function probesOf(route: RouteOptions, method: string): Probe[] {
  const pattern = route.url;
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const schema = (route.schema ?? {}) as { querystring?: unknown; body?: unknown };
  const base = fill(pattern, {});
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const sealedRoute = hasBody && (schema.body === EncryptedPayload || !schema.body);
  const bodySchema = hasBody && !sealedRoute ? jsonSchemaOf(schema.body) : null;
  const sample = bodySchema ? sampleOf(bodySchema) : undefined;
  // Path and query probes carry a plausible body, so the hostile part is what reaches the handler.
  const carry = (p: Omit<Probe, 'method'>): Probe =>
    sealedRoute
      ? { method, sealed: {}, ...p }
      : { method, ...(sample !== undefined ? { body: JSON.stringify(sample) } : {}), ...p };
  const probes: Probe[] = [
    carry({ url: base, input: 'plain' }),
    carry({ url: `${base}?zz=%00`, input: 'unknown query with NUL' }),
  ];
  for (const name of names)
    for (const v of TEXT_VALUES)
      probes.push(carry({ url: fill(pattern, { [name]: encodeURIComponent(v) }), input: `param ${name}=${JSON.stringify(v)}` }));
  for (const key of Object.keys(jsonSchemaOf(schema.querystring)?.properties ?? {}))
    for (const v of TEXT_VALUES)
      probes.push(carry({ url: `${base}?${key}=${encodeURIComponent(v)}`, input: `query ${key}=${JSON.stringify(v)}` }));
  if (!hasBody) return probes;
  if (sealedRoute) {
    // The inner schema is not on the route: every usual field name at once, sealed as the web does.
    const fields = [
      'username',
      'password',
      'nickname',
      'realName',
      'accountName',
      'amount',
      'id',
      'payoutAccountId',
      'requestId',
    ];
    for (const v of ['a\u0000b', 'a\u202Eb', 2147483648, 1.5, 'x'.repeat(5000)])
      probes.push({
        method,
        url: base,
        sealed: Object.fromEntries(fields.map((f) => [f, v])),
        input: `sealed fields=${JSON.stringify(v)}`,
      });
    return probes;
  }
  for (const raw of ['[]', '"x"', 'null', '{"a":']) probes.push({ method, url: base, body: raw, input: `body ${raw}` });
  if (sample && typeof sample === 'object' && !Array.isArray(sample))
    for (const key of Object.keys(bodySchema?.properties ?? {}))
      for (const v of [...JSON_VALUES, HUGE]) {
        const text = JSON.stringify({ ...sample, [key]: v }).replace(`"${HUGE}"`, '1e309');
        probes.push({ method, url: base, body: text, input: `body ${key}=${v === HUGE ? '1e309' : JSON.stringify(v)}` });
      }
  return probes;
}

async function reopen() {
  await app.inject({ method: 'PUT', url: '/ops/system/maintenance', headers: opsHeaders, payload: { maintenance: false } });
  await app.inject({ method: 'PUT', url: '/ops/system/blocked-ranges', headers: opsHeaders, payload: { ranges: [] } });
}

/** Routes whose success ends the session the walk signs in with: walked last. */
const endsSession = (url: string) => /logout|session\/?$|sessions|password|close|delete/i.test(url);

describe('hostile input on every route', () => {
  // 510 routes, ~32,000 requests: 86 s alone on this 2-core machine, past 120 s beside the PostgreSQL run of `npm test`.
  test('answers no 5xx to hostile ids, texts, dates and types, whoever calls', { timeout: 300_000 }, async () => {
    const walked = routes
      .filter((r) => !(r as { websocket?: boolean }).websocket && r.url !== '/*' && r.url !== '/')
      .sort((a, b) => Number(endsSession(a.url)) - Number(endsSession(b.url)));
    expect(walked.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const route of walked) {
      for (const method of [route.method].flat().filter((m) => m !== 'HEAD' && m !== 'OPTIONS')) {
        const who = route.url.startsWith('/ops') ? ['ops', 'anonymous'] : ['member', 'agent', 'anonymous'];
        for (const probe of probesOf(route, method))
          for (const identity of who) {
            const headers = {
              ...IDENTITIES[identity],
              ...(probe.body !== undefined ? { 'content-type': 'application/json' } : {}),
            };
            sent++;
            const res =
              probe.sealed !== undefined
                ? await injectSealed(app, { method: method as 'POST', url: probe.url, payload: probe.sealed, headers })
                : await app.inject({
                    method: method as 'GET',
                    url: probe.url,
                    headers,
                    ...(probe.body !== undefined ? { payload: probe.body } : {}),
                  });
            if (res.statusCode >= 500)
              failures.push(
                `${method} ${route.url} [${identity}] ${probe.input.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            // A probe may have switched maintenance on or blocked everyone: open the gate again.
            if (route.url.startsWith('/ops/system') && res.statusCode < 300) await reopen();
          }
      }
    }
    console.info(`hostile-input: ${walked.length} routes, ${sent} requests`);
    expect(failures, `${failures.length} requests answered 5xx:\n${failures.join('\n')}`).toEqual([]);
  });
});
