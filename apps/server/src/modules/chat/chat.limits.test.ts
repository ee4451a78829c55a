import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { CHAT_GUEST_HEADER, CHAT_QUEUES } from '@jade/contract/chat';
import * as images from '../../lib/images';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { fundedMember, multipart, PNG_1PX } from '../../test/money';
import { chatAttachments, chatMessages } from './chat.tables';

let app: TestApp;
let clientSeq = 0;

beforeAll(async () => {
  app = await buildTestApp();
});

/** The flood limit of a customer's messages (chat.messages CUSTOMER_MESSAGES). */
const FLOOD_MAX = 30;

type Headers = Record<string, string>;
const launch = async (headers: Headers, query: string, remoteAddress = '127.0.0.1') =>
  (await app.inject({ method: 'GET', url: `/wps/relay/CBS_launchChat?${query}`, headers, remoteAddress })).json().value as {
    conversationId: number;
    guestToken?: string;
  };
const say = (headers: Headers, id: number, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/wps/chat/conversations/${id}/messages`,
    headers,
    remoteAddress,
    payload: { text: 'hello?', clientId: `flood-${String(++clientSeq).padStart(4, '0')}` },
  });
const messagesIn = async (ids: number[]) => {
  let n = 0;
  for (const id of ids) n += (await app.db.select().from(chatMessages).where(eq(chatMessages.conversationId, id))).length;
  return n;
};

/** Waits, when needed, so that the next `seconds` fall in one counting window of `windowSeconds`. */
async function withinOneWindow(seconds: number, windowSeconds: number) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < seconds * 1000) await sleep(left + 50);
}

/** Sends `total` messages spread over the conversations in turn; answers the status codes. */
async function spread(total: number, targets: { headers: Headers; id: number; address?: string }[]) {
  const codes: string[] = [];
  for (let i = 0; i < total; i++) {
    const t = targets[i % targets.length]!;
    codes.push((await say(t.headers, t.id, t.address)).json().code ?? 'OK');
  }
  return codes;
}

describe('chat flood limits', () => {
  test('holds a member to one message limit across all their conversations', async () => {
    const m = await fundedMember(app);
    const ids = [];
    for (const queue of CHAT_QUEUES) ids.push((await launch(m.headers, `modelId=${queue}`)).conversationId);
    expect(new Set(ids).size).toBe(CHAT_QUEUES.length);
    await withinOneWindow(15, 60);
    const codes = await spread(
      FLOOD_MAX + 10,
      ids.map((id) => ({ headers: m.headers, id })),
    );
    expect(codes.slice(0, FLOOD_MAX).every((c) => c === 'OK')).toBe(true);
    expect(codes.slice(FLOOD_MAX)).toEqual(Array(10).fill('RATE_LIMITED'));
    expect(await messagesIn(ids)).toBe(FLOOD_MAX);
    // Another member is not held by it.
    const other = await fundedMember(app);
    expect((await say(other.headers, (await launch(other.headers, 'modelId=GENERAL')).conversationId)).statusCode).toBe(200);
  }, 60_000);

  test('holds guests of one address (an IPv6 /64) to one message limit across their conversations', async () => {
    const guests = [];
    for (const [i, name] of ['Sita', 'Ram', 'Hari'].entries()) {
      const address = `2001:db8:77:1:${i + 1}::${i + 7}`;
      const g = await launch({}, `modelId=GENERAL&guestName=${name}`, address);
      guests.push({ headers: { [CHAT_GUEST_HEADER]: g.guestToken! }, id: g.conversationId, address });
    }
    await withinOneWindow(15, 60);
    const codes = await spread(FLOOD_MAX + 5, guests);
    expect(codes.slice(0, FLOOD_MAX).every((c) => c === 'OK')).toBe(true);
    expect(codes.slice(FLOOD_MAX)).toEqual(Array(5).fill('RATE_LIMITED'));
    expect(await messagesIn(guests.map((g) => g.id))).toBe(FLOOD_MAX);
  }, 60_000);

  test("holds a member's chat images to the upload quota across their conversations", async () => {
    const m = await fundedMember(app);
    const [a, b] = [
      (await launch(m.headers, 'modelId=GENERAL')).conversationId,
      (await launch(m.headers, 'modelId=DEPOSIT')).conversationId,
    ];
    const upload = (id: number) =>
      app.inject({ method: 'POST', url: `/wps/chat/conversations/${id}/attachments`, ...multipart(m.headers, PNG_1PX) });
    await withinOneWindow(15, 3600);
    for (let i = 0; i < images.UPLOAD_LIMITS.perHour; i++) expect((await upload(i % 2 ? a : b)).statusCode).toBe(200);
    const refused = await upload(b);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'UPLOAD_QUOTA_EXCEEDED']);
    const stored = await app.db.select().from(chatAttachments).where(eq(chatAttachments.conversationId, b));
    expect(stored).toHaveLength(images.UPLOAD_LIMITS.perHour / 2);
  }, 60_000);
});
