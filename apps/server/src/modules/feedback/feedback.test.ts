import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { knownCaptcha } from '../../test/captcha';
import { fundedMember } from '../../test/money';
import { feedback } from './feedback.tables';

const app = await buildTestApp();

type Headers = Record<string, string>;
const TWENTY = 'Deposit did not land'; // 20 characters
const put = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/wps/feedback', headers, payload });
const stored = async (accountId: number) =>
  (await app.db.select({ n: count() }).from(feedback).where(eq(feedback.accountId, accountId)))[0]!.n;

describe('feedback', () => {
  test('lists every missing field together, in the form order, and stores nothing', async () => {
    const m = await fundedMember(app);
    const none = await put(m.headers, { content: '   ' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'FEEDBACK_INCOMPLETE',
      value: [
        { path: 'type', message: 'required' },
        { path: 'content', message: 'required' },
        { path: 'captcha', message: 'required' },
      ],
    });
    const some = await put(m.headers, { type: 1, content: TWENTY });
    expect(some.json().value).toEqual([{ path: 'captcha', message: 'required' }]);
    const nullType = await put(m.headers, { type: null, content: TWENTY, captcha: 'abcd' });
    expect(nullType.json().value).toEqual([{ path: 'type', message: 'required' }]);
    expect(await stored(m.id)).toBe(0);
  });

  test('refuses 19 characters after trimming and accepts 20, keeping the trimmed text', async () => {
    const m = await fundedMember(app);
    const short = await put(m.headers, { type: 1, content: `   ${TWENTY.slice(0, 19)}   `, ...(await knownCaptcha(app)) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'FEEDBACK_LENGTH', value: [{ path: 'content', message: '19' }] });
    expect(await stored(m.id)).toBe(0);
    const ok = await put(m.headers, { type: 1, content: `  ${TWENTY}  `, sender: 'someone-else', ...(await knownCaptcha(app)) });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await app.db.select().from(feedback).where(eq(feedback.id, ok.json().value.id));
    expect(row).toMatchObject({ content: TWENTY, sender: m.username, type: 1, status: 'OPEN' });
  });

  test('accepts 200 characters and refuses 201; counts characters, not bytes', async () => {
    const m = await fundedMember(app);
    expect((await put(m.headers, { type: 0, content: 'x'.repeat(201), ...(await knownCaptcha(app)) })).json().code).toBe(
      'FEEDBACK_LENGTH',
    );
    expect((await put(m.headers, { type: 0, content: 'x'.repeat(200), ...(await knownCaptcha(app)) })).statusCode).toBe(200);
    const nepali = 'जम्मा भएन कृपया जाँच गर्नुहोस्'.padEnd(20, '।');
    expect((await put(m.headers, { type: 4, content: nepali, ...(await knownCaptcha(app)) })).statusCode).toBe(200);
    expect((await put(m.headers, { type: 4, content: 'x'.repeat(801), captcha: 'abcd' })).statusCode).toBe(400);
  });

  test('refuses a wrong captcha with its own code, and a captcha used twice', async () => {
    const m = await fundedMember(app);
    const wrong = await put(m.headers, { type: 2, content: TWENTY, ...(await knownCaptcha(app)), captcha: 'zzzz' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'AUTH_CAPTCHA_INVALID', value: [{ path: 'captcha' }] });
    const c = await knownCaptcha(app);
    expect((await put(m.headers, { type: 2, content: TWENTY, ...c })).statusCode).toBe(200);
    expect((await put(m.headers, { type: 2, content: TWENTY, ...c })).json().code).toBe('AUTH_CAPTCHA_INVALID');
    expect(await stored(m.id)).toBe(1);
  });

  test('refuses an unknown question type', async () => {
    const m = await fundedMember(app);
    const res = await put(m.headers, { type: 5, content: TWENTY, ...(await knownCaptcha(app)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().value).toEqual([{ path: 'type', message: 'unknown question type' }]);
  });

  test('asks guests to log in and trial accounts to register', async () => {
    expect((await put({}, { type: 1, content: TWENTY, captcha: 'abcd' })).json().code).toBe('AUTH_NOT_LOGGED_IN');
    const trial = await app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    const res = await put({ authorization: `Bearer ${trial.json().value.token}` }, { type: 1, content: TWENTY, captcha: 'abcd' });
    expect(res.json().code).toBe('AUTH_TRIAL_NOT_ALLOWED');
  });

  test('takes at most 10 an hour from one member', async () => {
    const m = await fundedMember(app);
    for (let i = 0; i < 10; i++) {
      const res = await put(m.headers, {
        type: 3,
        content: `${TWENTY} ${i}`,
        ...(await knownCaptcha(app, 'abcd', `10.9.0.${i}`)),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await put(m.headers, { type: 3, content: TWENTY, ...(await knownCaptcha(app, 'abcd', '10.9.1.1')) });
    expect(over.statusCode).toBe(429);
    expect(await stored(m.id)).toBe(10);
  });

  test('lets the operator list and answer feedback once; the answer arrives as an internal message', async () => {
    const m = await fundedMember(app);
    const id = (
      await put(m.headers, { type: 6, content: 'I would like to become an agent', ...(await knownCaptcha(app)) })
    ).json().value.id;
    const open = (await app.inject({ method: 'GET', url: '/ops/feedback?status=OPEN&pageSize=100', headers: opsHeaders })).json()
      .value;
    expect(open.list.find((f: { id: number }) => f.id === id)).toMatchObject({ sender: m.username, type: 6, status: 'OPEN' });

    const answer = await app.inject({
      method: 'POST',
      url: `/ops/feedback/${id}/answer`,
      headers: opsHeaders,
      payload: { answer: 'Thank you, an agent manager will call you.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({ status: 'ANSWERED', answer: 'Thank you, an agent manager will call you.' });
    const inbox = (await app.inject({ method: 'GET', url: '/wps/messages', headers: m.headers })).json().value;
    expect(inbox.unread).toBe(1);
    expect(inbox.list[0]).toMatchObject({
      title: 'Reply to your feedback',
      content: 'Thank you, an agent manager will call you.',
    });
    const ne = (await app.inject({ method: 'GET', url: '/wps/messages?lang=ne', headers: m.headers })).json().value;
    expect(ne.list[0].title).toBe('तपाईंको प्रतिक्रियाको जवाफ');

    const twice = await app.inject({
      method: 'POST',
      url: `/ops/feedback/${id}/answer`,
      headers: opsHeaders,
      payload: { answer: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('FEEDBACK_ANSWERED');
    const missing = await app.inject({
      method: 'POST',
      url: '/ops/feedback/999999/answer',
      headers: opsHeaders,
      payload: { answer: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=3', headers: opsHeaders })).json().value;
    expect(audit.find((a: { action: string }) => a.action === 'feedback.answer')).toMatchObject({
      before: { status: 'OPEN' },
      after: { status: 'ANSWERED' },
    });
  });
});
