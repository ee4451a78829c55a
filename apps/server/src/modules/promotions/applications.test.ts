import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { balanceOf, fundedMember, multipart, PNG_1PX } from '../../test/money';

const app = await buildTestApp();
type Member = Awaited<ReturnType<typeof fundedMember>>;
type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const promotionId = async () =>
  (
    (await app.inject({ method: 'GET', url: '/wps/promotions?type=OTHER' })).json().value.list as {
      id: number;
      terms: { kind: string };
    }[]
  ).find((p) => p.terms.kind === 'APPLY')!.id;
const upload = async (m: Member) =>
  (await app.inject({ method: 'POST', url: '/wps/uploads', ...multipart(m.headers, PNG_1PX) })).json().value.id as string;
let seq = 0;
const apply = async (m: Member, body: Record<string, unknown>) =>
  post(`/wps/promotions/${await promotionId()}/apply`, m.headers, {
    remark: 'Big win on Lotus',
    requestId: `apply-${Date.now()}-${seq++}`,
    ...body,
  });
const decide = (id: number, what: 'approve' | 'reject', body: object = {}) =>
  post(`/ops/promotions/applications/${id}/${what}`, opsHeaders, body);
const queue = async () =>
  (await app.inject({ method: 'GET', url: '/ops/promotions/applications?status=APPLYING', headers: opsHeaders })).json().value
    .list as {
    id: number;
    username: string;
    uploadIds: string[];
  }[];

describe('application promotion', () => {
  test('a member applies with a remark and an image; the operator issues the reward once, into the reward centre', async () => {
    const m = await fundedMember(app);
    const image = await upload(m);
    const res = await apply(m, { uploadIds: [image], requestId: 'apply-once-0001' });
    expect(res.json().value).toMatchObject({
      state: 'APPLYING',
      progress: { application: { status: 'APPLYING', remark: 'Big win on Lotus' } },
    });
    expect((await apply(m, { uploadIds: [image], requestId: 'apply-once-0001' })).statusCode).toBe(200); // the same request again
    expect((await apply(m, { uploadIds: [image] })).json().code).toBe('PROMOTION_NOT_ELIGIBLE'); // one per member
    const mine = (await queue()).filter((a) => a.username === m.username);
    expect(mine).toEqual([expect.objectContaining({ uploadIds: [image] })]);
    const issued = await Promise.all([decide(mine[0]!.id, 'approve', { amount: 150_00 }), decide(mine[0]!.id, 'approve')]);
    expect(issued.map((r) => r.json().code).sort()).toEqual(['APPLICATION_DECIDED', 'OK']);
    const rewards = (await app.inject({ method: 'GET', url: '/wps/rewards', headers: m.headers })).json().value.list;
    expect(rewards).toEqual([expect.objectContaining({ amount: 150_00, title: 'Share your big win', state: 'CLAIM' })]);
    expect((await post(`/wps/rewards/${rewards[0].id}/claim`, m.headers)).statusCode).toBe(200);
    expect(await balanceOf(app, m.headers)).toBe(150_00);
    const card = (await app.inject({ method: 'GET', url: '/wps/promotions?type=OTHER', headers: m.headers })).json().value.list;
    expect(card.find((p: { terms: { kind: string } }) => p.terms.kind === 'APPLY').state).toBe('ISSUED');
  });

  test('a rejected application carries the operator’s remark and may be sent again', async () => {
    const m = await fundedMember(app);
    await apply(m, { uploadIds: [await upload(m)] });
    const [a] = (await queue()).filter((x) => x.username === m.username);
    expect((await decide(a!.id, 'reject', { remark: 'Screenshot unreadable' })).json().value).toMatchObject({
      status: 'REJECTED',
    });
    const again = await apply(m, { uploadIds: [await upload(m)] });
    expect(again.json().value).toMatchObject({ state: 'APPLYING', progress: { applications: 1 } });
    expect((await decide(999_999, 'reject')).json().code).toBe('APPLICATION_NOT_FOUND');
  });

  test('bad applications are refused naming the field, and nothing is stored', async () => {
    const m = await fundedMember(app);
    const other = await fundedMember(app);
    const theirs = await upload(other);
    const mine = await upload(m);
    const code = async (body: Record<string, unknown>) => {
      const r = (await apply(m, body)).json();
      return [r.code, r.value?.[0]?.path];
    };
    expect(await code({ uploadIds: [] })).toEqual(['VALIDATION_FAILED', 'uploadIds']); // the promotion asks one
    expect(await code({ uploadIds: [theirs] })).toEqual(['VALIDATION_FAILED', 'uploadIds.0']);
    expect(await code({ uploadIds: [mine, mine] })).toEqual(['VALIDATION_FAILED', 'uploadIds']);
    expect(await code({ uploadIds: [mine], remark: 'x'.repeat(141) })).toEqual(['VALIDATION_FAILED', 'remark']);
    expect(await code({ uploadIds: [mine], remark: '   ' })).toEqual(['VALIDATION_FAILED', 'remark']);
    expect(await code({ uploadIds: [mine, mine, mine, mine] })).toEqual(['VALIDATION_FAILED', 'uploadIds']);
    expect((await queue()).some((a) => a.username === m.username)).toBe(false);
    const trial = (await post('/wps/session/login/freeplay', {}, {})).json().value.token;
    expect((await apply({ ...m, headers: { authorization: `Bearer ${trial}` } }, { uploadIds: [mine] })).json().code).toBe(
      'AUTH_TRIAL_NOT_ALLOWED',
    );
  });
});
