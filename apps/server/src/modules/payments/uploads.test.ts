import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { LIMITS } from '@jade/contract/limits';
import * as images from '../../lib/images';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fundedMember, multipart, PNG_1PX } from '../../test/money';
import { uploads } from './payments.tables';

let app: TestApp;
let port: number;

beforeAll(async () => {
  // Uploads over real connections come from 127.0.0.1; X-Forwarded-For gives each its own address.
  app = await buildTestApp({ TRUST_PROXY: 'true' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

/** Waits, when needed, so that the next `seconds` fall in one clock hour (the hourly count's window). */
async function withinOneHour(seconds: number) {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < seconds * 1000) await sleep(left + 50);
}

type Headers = Record<string, string>;
const upload = (headers: Headers, bytes = PNG_1PX) =>
  app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(headers, bytes) });
const stored = async (ownerId: number) => (await app.db.select().from(uploads).where(eq(uploads.ownerId, ownerId))).length;

const BOUNDARY = '----jadeStreamTest';
const preamble = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`,
);
const ending = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

type Answer = { status: number; body: { code?: string }; headers: http.IncomingHttpHeaders; reset?: boolean };

/** An upload over a real connection whose body the test writes piece by piece (chunked, or with a declared length). */
function streamedUpload(headers: Headers, declaredLength?: number) {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/wps/uploads',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(declaredLength ? { 'content-length': String(declaredLength) } : {}),
    },
  });
  // The server may close the connection while the test still writes: the kernel then resets it,
  // and an answer not yet read is lost with it (status 0, `reset`).
  let responded = false;
  const answer = new Promise<Answer>((resolve) => {
    req.on('error', () => {
      if (!responded) resolve({ status: 0, body: { code: 'RESET' }, headers: {}, reset: true });
    });
    req.on('response', (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), headers: res.headers }),
      );
    });
  });
  req.write(preamble);
  return { req, answer };
}

describe('image upload limits', () => {
  test('refuses the uploads of a member past the hourly quota, storing none of them', async () => {
    const m = await fundedMember(app);
    await withinOneHour(15);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await upload(m.headers, Buffer.concat([PNG_1PX, Buffer.alloc(1024 * 1024)])));
    expect(answers.slice(0, images.UPLOAD_LIMITS.perHour).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers.slice(images.UPLOAD_LIMITS.perHour);
    expect(refused.map((a) => [a.statusCode, a.json().code])).toEqual(refused.map(() => [429, 'UPLOAD_QUOTA_EXCEEDED']));
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(m.id)).toBe(images.UPLOAD_LIMITS.perHour);
    // The quota is the member's: another member still uploads.
    expect((await upload((await fundedMember(app)).headers)).statusCode).toBe(200);
  }, 60_000);

  test("refuses an upload past the member's bytes of the day", async () => {
    const m = await fundedMember(app);
    // Images of the last 24 hours, just under the day's bytes.
    const size = images.UPLOAD_LIMITS.bytesPerDay - 1024 * 1024;
    await app.db.insert(uploads).values({
      id: `quota-test-${m.id}-000000`,
      merchantId: app.merchantId,
      ownerId: m.id,
      contentType: 'image/png',
      size,
      bytes: PNG_1PX,
    });
    const two = await upload(m.headers, Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024)]));
    expect([two.statusCode, two.json().code]).toEqual([429, 'UPLOAD_QUOTA_EXCEEDED']);
    expect(await stored(m.id)).toBe(1);
    expect((await upload(m.headers)).statusCode).toBe(200);
  });

  test('refuses uploads past the in-flight caps of a member and of the process, and frees the places after', async () => {
    const members: Awaited<ReturnType<typeof fundedMember>>[] = [];
    for (let i = 0; i < 4; i++) members.push(await fundedMember(app));
    // Each member from an address of its own (an address has in-flight places of its own too).
    const from = (i: number) => ({ ...members[i]!.headers, 'x-forwarded-for': `203.0.113.${i + 1}` });
    const held = [];
    for (let n = 0; n < 3; n++) {
      for (let i = 0; i < images.UPLOAD_LIMITS.inFlightPerUploader; i++) {
        held.push(streamedUpload(from(n)));
        await expect.poll(() => images.uploadsInFlight()).toBe(held.length);
        if (held.length === images.UPLOAD_LIMITS.inFlightPerUploader) {
          const third = await upload(from(n));
          expect([third.statusCode, third.json().code]).toEqual([429, 'UPLOAD_QUOTA_EXCEEDED']);
          expect(third.headers['retry-after']).toBe(String(images.UPLOAD_LIMITS.busyRetrySeconds));
        }
      }
    }
    expect(held.length).toBe(images.UPLOAD_LIMITS.inFlightPerProcess);
    const busy = await upload(from(3));
    expect([busy.statusCode, busy.json().code]).toEqual([429, 'UPLOAD_QUOTA_EXCEEDED']);
    expect(await stored(members[3]!.id)).toBe(0);

    for (const h of held) h.req.end(Buffer.concat([PNG_1PX, ending]));
    expect((await Promise.all(held.map((h) => h.answer))).map((a) => a.status)).toEqual(held.map(() => 200));
    expect(images.uploadsInFlight()).toBe(0);
    expect((await upload(from(3))).statusCode).toBe(200);
  });

  test('holds several accounts of one address to the places of one address', async () => {
    const address = { 'x-forwarded-for': '198.51.100.40' };
    const members = [];
    for (let i = 0; i < 3; i++) members.push(await fundedMember(app));
    const held = members.slice(0, 2).map((m) => streamedUpload({ ...m.headers, ...address }));
    await expect.poll(() => images.uploadsInFlight()).toBe(images.UPLOAD_LIMITS.inFlightPerAddress);
    const third = await upload({ ...members[2]!.headers, ...address });
    expect([third.statusCode, third.json().code]).toEqual([429, 'UPLOAD_QUOTA_EXCEEDED']);
    expect((await upload({ ...members[2]!.headers, 'x-forwarded-for': '198.51.100.41' })).statusCode).toBe(200);
    for (const h of held) h.req.end(Buffer.concat([PNG_1PX, ending]));
    expect((await Promise.all(held.map((h) => h.answer))).map((a) => a.status)).toEqual([200, 200]);
  });

  test('answers 408 to an upload that trickles past its time and gives its place back', async () => {
    const m = await fundedMember(app);
    const before = images.UPLOAD_LIMITS.readSeconds;
    images.UPLOAD_LIMITS.readSeconds = 1;
    try {
      const { req, answer } = streamedUpload(m.headers);
      const result = await answer;
      req.destroy();
      expect([result.status, result.body.code]).toEqual([408, 'UPLOAD_TIMEOUT']);
      expect(images.uploadsInFlight()).toBe(0);
      expect(await stored(m.id)).toBe(0);
    } finally {
      images.UPLOAD_LIMITS.readSeconds = before;
    }
  });

  test('stops reading a streamed upload at 5 MB and answers UPLOAD_TOO_LARGE', async () => {
    expect(images.IMAGE_MULTIPART_LIMITS).toMatchObject({ fileSize: LIMITS.imageMaxBytes, files: 1, fields: 0, parts: 1 });
    const m = await fundedMember(app);
    const { req, answer } = streamedUpload(m.headers);
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.concat([PNG_1PX, Buffer.alloc(64 * 1024 - PNG_1PX.length)]);
    let sent = 0;
    let answered: Answer | null = null;
    void answer.then((a) => (answered = a));
    while (!answered && sent < total && !req.destroyed) {
      sent += chunk.length;
      if (!req.write(chunk)) await Promise.race([new Promise((r) => req.once('drain', r)), answer]);
    }
    const result = await answer;
    req.destroy();
    // The answer, or (on a loaded machine, the test still writing when the server closed) a reset
    // that swallowed it: either way the server stopped reading at the limit.
    if (!result.reset) expect([result.status, result.body.code]).toEqual([400, 'UPLOAD_TOO_LARGE']);
    // The answer came while most of the body was never sent: the server stopped reading at the limit.
    expect(sent).toBeLessThan(total / 2);
    expect(await stored(m.id)).toBe(0);
    expect(images.uploadsInFlight()).toBe(0);
    // Megabytes through a real socket: once, on a loaded 2-core run, this took past 30 s.
  }, 90_000);

  test('refuses a body declared larger than the limit before reading it', async () => {
    const m = await fundedMember(app);
    const { req, answer } = streamedUpload(m.headers, 50 * 1024 * 1024);
    const result = await answer;
    req.destroy();
    expect([result.status, result.body.code]).toEqual([400, 'UPLOAD_TOO_LARGE']);
    expect(await stored(m.id)).toBe(0);
  });
});
