import { describe, expect, test } from 'vitest';
import { CHAT_GUEST_HEADER } from '@jade/contract/chat';
import { LIMITS } from '@jade/contract/limits';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember, multipart, PNG_1PX } from '../../test/money';

const app = await buildTestApp();
type Headers = Record<string, string>;

const launch = (headers: Headers, query: string) =>
  app.inject({ method: 'GET', url: `/wps/relay/CBS_launchChat?${query}`, headers });
const conversationOf = async (headers: Headers, queue = 'GENERAL') => {
  const res = await launch(headers, `modelId=${queue}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.conversationId as number;
};
let clientSeq = 0;
const say = (headers: Headers, id: number, text: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/wps/chat/conversations/${id}/messages`,
    headers,
    payload: { text, clientId: `client-${String(++clientSeq).padStart(4, '0')}`, ...extra },
  });
const reply = (id: number, text: string, extra: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: `/ops/chat/conversations/${id}/messages`,
    headers: opsHeaders,
    payload: { text, clientId: `ops-${String(++clientSeq).padStart(4, '0')}`, ...extra },
  });
const history = async (headers: Headers, id: number, after = 0) =>
  (await app.inject({ method: 'GET', url: `/wps/chat/conversations/${id}/messages?after=${after}`, headers })).json().value as {
    list: { seq: number; sender: string; text: string; attachments: { id: string }[] }[];
    hasMore: boolean;
  };
const upload = (headers: Headers, id: number, bytes: Buffer, name = 'photo.png', type = 'image/png', base = '/wps/chat') =>
  app.inject({ method: 'POST', url: `${base}/conversations/${id}/attachments`, ...multipart(headers, bytes, name, type) });
const conversation = async (headers: Headers, id: number) =>
  (await app.inject({ method: 'GET', url: `/wps/chat/conversations/${id}`, headers })).json().value;

describe('live chat', () => {
  test('lists the four queues, the money ones for real accounts only', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/relay/CBS_modelList' });
    expect(res.json().value.list).toEqual([
      { modelId: 'GENERAL', realAccountOnly: false },
      { modelId: 'DEPOSIT', realAccountOnly: true },
      { modelId: 'WITHDRAWAL', realAccountOnly: true },
      { modelId: 'AGENT', realAccountOnly: false },
    ]);
    // The side menu's live chat entry comes from the customer-service config, before the other channels.
    const config = (await app.inject({ method: 'GET', url: '/wps/system/permission' })).json().value;
    expect(config.customerService[0]).toEqual({
      csPosition: 'LIVECHAT-1',
      title: 'Live chat',
      path: '/liveChat',
      type: 'LIVECHAT',
    });
  });

  test('launches a member into one open conversation per queue and answers its chat page', async () => {
    const m = await fundedMember(app);
    const first = (await launch(m.headers, 'modelId=DEPOSIT')).json().value;
    expect(first.chatUrl).toBe(`/liveChat?conversation=${first.conversationId}`);
    expect(first.guestToken).toBeUndefined();
    expect((await launch(m.headers, 'modelId=DEPOSIT')).json().value.conversationId).toBe(first.conversationId);
    expect(await conversationOf(m.headers, 'WITHDRAWAL')).not.toBe(first.conversationId);
    expect(await conversation(m.headers, first.conversationId)).toMatchObject({
      queue: 'DEPOSIT',
      status: 'OPEN',
      isGuest: false,
      customerName: m.username,
    });
    const mine = (await app.inject({ method: 'GET', url: '/wps/chat/conversations', headers: m.headers })).json().value.list;
    expect(mine.map((c: { queue: string }) => c.queue)).toEqual(['WITHDRAWAL', 'DEPOSIT']);
  });

  test('lets a guest chat under a name, holding the conversation token', async () => {
    const noName = await launch({}, 'modelId=GENERAL');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().value).toEqual([{ path: 'guestName', message: 'a guest gives a name' }]);
    expect((await launch({}, `modelId=GENERAL&guestName=${'x'.repeat(41)}`)).json().code).toBe('VALIDATION_FAILED');
    expect((await launch({}, 'modelId=DEPOSIT&guestName=Sita')).json().code).toBe('AUTH_NOT_LOGGED_IN');

    const res = (await launch({}, 'modelId=GENERAL&guestName=%20Sita%20')).json().value;
    expect(res.guestToken).toMatch(/^[\w-]{40,}$/);
    const guest = { [CHAT_GUEST_HEADER]: res.guestToken as string };
    expect(await conversation(guest, res.conversationId)).toMatchObject({ customerName: 'Sita', isGuest: true });
    expect((await say(guest, res.conversationId, 'Hello, how do I register?')).json().value).toMatchObject({
      seq: 1,
      sender: 'CUSTOMER',
    });
    // Another token, or no token at all, reaches nothing.
    const other = (await launch({}, 'modelId=GENERAL&guestName=Ram')).json().value;
    const wrong = await app.inject({
      method: 'GET',
      url: `/wps/chat/conversations/${res.conversationId}`,
      headers: { [CHAT_GUEST_HEADER]: other.guestToken },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/wps/chat/conversations/${res.conversationId}` })).json().code).toBe(
      'AUTH_NOT_LOGGED_IN',
    );
    const ops = (await app.inject({ method: 'GET', url: '/ops/chat/conversations', headers: opsHeaders })).json().value.list;
    expect(ops.find((c: { id: number }) => c.id === res.conversationId)).toMatchObject({
      username: null,
      customerName: 'Sita',
      lastText: 'Hello, how do I register?',
      operatorUnread: 1,
    });
  });

  test('keeps the history in order, pages it and answers a resend with the first message', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    await say(m.headers, id, 'one');
    await reply(id, 'two');
    const payload = { text: 'three', clientId: 'same-client-id' };
    const send = () => app.inject({ method: 'POST', url: `/wps/chat/conversations/${id}/messages`, headers: m.headers, payload });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json().value.seq).toBe(3);
    expect(b.json().value.seq).toBe(3);
    const all = await history(m.headers, id);
    expect(all.list.map((x) => [x.seq, x.sender, x.text])).toEqual([
      [1, 'CUSTOMER', 'one'],
      [2, 'OPERATOR', 'two'],
      [3, 'CUSTOMER', 'three'],
    ]);
    expect((await history(m.headers, id, 2)).list.map((x) => x.seq)).toEqual([3]);
    const page = (
      await app.inject({ method: 'GET', url: `/wps/chat/conversations/${id}/messages?after=0&limit=2`, headers: m.headers })
    ).json().value;
    expect(page.list).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    // Another member cannot read it.
    const other = await fundedMember(app);
    expect(
      (await app.inject({ method: 'GET', url: `/wps/chat/conversations/${id}/messages`, headers: other.headers })).statusCode,
    ).toBe(404);
  });

  test('limits every text field', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    expect((await say(m.headers, id, 'x'.repeat(1001))).json().value[0].path).toBe('text');
    expect((await say(m.headers, id, '   ')).json().code).toBe('VALIDATION_FAILED');
    expect((await say(m.headers, id, 'ok', { clientId: 'x'.repeat(41) })).json().value[0].path).toBe('clientId');
    expect((await say(m.headers, id, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  test('takes png and jpg images by their bytes, 5 MB and 3 a message at most', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    const renamed = await upload(m.headers, id, Buffer.from('MZ this is a program, not a picture'), 'cat.png');
    expect(renamed.json().code).toBe('UPLOAD_INVALID');
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMITS.imageMaxBytes)]);
    expect((await upload(m.headers, id, big)).json().code).toBe('UPLOAD_TOO_LARGE');
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const disguised = await upload(m.headers, id, jpeg, 'notes.txt', 'text/plain');
    expect(disguised.json().value).toMatchObject({ contentType: 'image/jpeg' });

    const ids: string[] = [disguised.json().value.id];
    for (let i = 0; i < 3; i++) ids.push((await upload(m.headers, id, PNG_1PX)).json().value.id);
    const four = await say(m.headers, id, '', { attachmentIds: ids });
    expect(four.json().value[0].path).toBe('attachmentIds');
    const sent = await say(m.headers, id, 'receipts', { attachmentIds: ids.slice(0, 3) });
    expect(sent.json().value.attachments.map((a: { id: string }) => a.id)).toEqual(ids.slice(0, 3));
    // An image goes with one message only; another conversation's image is unknown here.
    expect((await say(m.headers, id, 'again', { attachmentIds: [ids[0]] })).json().value[0].path).toBe('attachmentIds.0');
    const other = await fundedMember(app);
    const theirs = (await upload(other.headers, await conversationOf(other.headers), PNG_1PX)).json().value.id;
    expect((await say(m.headers, id, 'x', { attachmentIds: [theirs] })).json().code).toBe('VALIDATION_FAILED');
    expect((await history(m.headers, id)).list).toHaveLength(1);

    const image = `/conversations/${id}/attachments/${ids[1]}`;
    const mine = await app.inject({ method: 'GET', url: `/wps/chat${image}`, headers: m.headers });
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_1PX)).toBe(true);
    expect((await app.inject({ method: 'GET', url: `/ops/chat${image}`, headers: opsHeaders })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/wps/chat${image}`, headers: other.headers })).statusCode).toBe(404);

    const opsImage = await upload(opsHeaders, id, PNG_1PX, 'answer.png', 'image/png', '/ops/chat');
    const answered = await reply(id, 'see this', { attachmentIds: [opsImage.json().value.id] });
    expect(answered.json().value).toMatchObject({ sender: 'OPERATOR', attachments: [{ contentType: 'image/png' }] });
  });

  test('answers CHAT_CONVERSATION_CLOSED to a message after the conversation ended', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    await say(m.headers, id, 'thanks');
    const closed = await app.inject({ method: 'POST', url: `/ops/chat/conversations/${id}/close`, headers: opsHeaders });
    expect(closed.json().value).toMatchObject({ status: 'CLOSED' });
    const late = await say(m.headers, id, 'one more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CHAT_CONVERSATION_CLOSED');
    expect((await upload(m.headers, id, PNG_1PX)).json().code).toBe('CHAT_CONVERSATION_CLOSED');
    expect((await reply(id, 'bye')).json().code).toBe('CHAT_CONVERSATION_CLOSED');
    // The history stays readable, and the next launch starts a new conversation.
    expect((await history(m.headers, id)).list).toHaveLength(1);
    expect(await conversationOf(m.headers)).not.toBe(id);
    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders })).json().value;
    expect(audit.map((a: { action: string }) => a.action)).toContain('chat.close');
  });

  test('counts unread messages for each side until it reads them', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    await say(m.headers, id, 'is anyone there?');
    await reply(id, 'yes');
    await reply(id, 'how can I help?');
    expect(await conversation(m.headers, id)).toMatchObject({
      lastSeq: 3,
      customerUnread: 2,
      operatorUnread: 0,
      operatorReadSeq: 3,
    });
    const read = await app.inject({
      method: 'POST',
      url: `/wps/chat/conversations/${id}/read`,
      headers: m.headers,
      payload: { seq: 99 },
    });
    expect(read.json().value).toMatchObject({ customerReadSeq: 3, customerUnread: 0 });
    await say(m.headers, id, 'my deposit');
    await say(m.headers, id, 'is late');
    const list = (await app.inject({ method: 'GET', url: '/ops/chat/conversations', headers: opsHeaders })).json().value.list;
    expect(list[0]).toMatchObject({ id, operatorUnread: 2, lastText: 'is late', username: m.username });
    const opsRead = await app.inject({
      method: 'POST',
      url: `/ops/chat/conversations/${id}/read`,
      headers: opsHeaders,
      payload: { seq: 5 },
    });
    expect(opsRead.json().value).toMatchObject({ operatorUnread: 0, operatorReadSeq: 5 });
    // A read mark never moves back.
    await app.inject({ method: 'POST', url: `/ops/chat/conversations/${id}/read`, headers: opsHeaders, payload: { seq: 1 } });
    expect(await conversation(m.headers, id)).toMatchObject({ operatorReadSeq: 5 });
  });

  test('keeps the operator calls behind the operator token and audits replies', async () => {
    const m = await fundedMember(app);
    const id = await conversationOf(m.headers);
    for (const headers of [{}, m.headers, { authorization: 'Bearer not-the-operator-token' }]) {
      const res = await app.inject({ method: 'GET', url: '/ops/chat/conversations', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('OPS_UNAUTHORIZED');
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/ops/chat/conversations/${id}/messages`,
          headers: m.headers,
          payload: { text: 'x', clientId: 'forged-0001' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await reply(id, 'hello from support')).statusCode).toBe(200);
    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=5', headers: opsHeaders })).json().value;
    expect(audit[0]).toMatchObject({ action: 'chat.reply', actor: 'admin-token' });
    expect((await app.inject({ method: 'GET', url: '/ops/chat/conversations/999999', headers: opsHeaders })).statusCode).toBe(
      404,
    );
  });
});
