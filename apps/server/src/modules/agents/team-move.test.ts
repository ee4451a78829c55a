import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Db } from '../../db/client';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { loginAs } from '../../test/login';
import * as members from '../members/members.service';
import { accounts } from '../members/members.tables';
import { buildTeams, setTopContract, tier } from './agents.fixtures';

const app = await buildTestApp();
const m = app.merchantId;

type Link = { a: number; d: number; depth: number };
const key = (l: Link) => `${l.a}>${l.d}@${l.depth}`;

/** The hierarchy's links as the closure table holds them, and as a walk of upline_id finds them. */
async function links(db: Db, ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const stored = (await db.execute(sql`select ancestor_id as a, descendant_id as d, depth from account_tree
      where descendant_id in (${list})`)) as unknown as { rows: Link[] };
  const walked = (await db.execute(sql`with recursive chain(d, a, depth) as (
        select id, upline_id, 1 from accounts where id in (${list}) and upline_id is not null
        union all
        select c.d, x.upline_id, c.depth + 1 from chain c join accounts x on x.id = c.a where x.upline_id is not null and c.depth < 64
      ) select a, d, depth from chain`)) as unknown as { rows: Link[] };
  const norm = (rows: Link[]) => rows.map((r) => key({ a: Number(r.a), d: Number(r.d), depth: Number(r.depth) })).sort();
  return { stored: norm(stored.rows), walked: norm(walked.rows) };
}

/** An agent account for the tree tests (a fixed hash: the password is never used). */
async function agentUnder(db: Db, name: string, uplineId: number | null) {
  const [a] = await db
    .insert(accounts)
    .values({ merchantId: m, username: name, type: 1, passwordHash: 'x', uplineId })
    .returning({ id: accounts.id });
  if (uplineId !== null) await members.linkUnder(db, a!.id, uplineId);
  return a!.id;
}

const move = (username: string, uplineUsername: string | null) =>
  app.inject({ method: 'PUT', url: `/ops/accounts/${username}/upline`, headers: opsHeaders, payload: { uplineUsername } });

describe('team hierarchy', () => {
  test('the closure table equals a walk of the uplines after any history of registrations and moves', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat(), fc.nat()), { minLength: 5, maxLength: 25 }), async (steps) => {
        run++;
        const ids: number[] = [await agentUnder(app.db, `tr${run}r`, null)];
        for (const [i, [create, x, y]] of steps.entries()) {
          if (create || ids.length < 3) ids.push(await agentUnder(app.db, `tr${run}n${i}`, ids[x % ids.length]!));
          else {
            const who = ids[x % ids.length]!;
            const to = y % 5 === 0 ? null : ids[y % ids.length]!;
            await members.moveUnder(app.db, m, who, to).catch((err: { code?: string }) => {
              // Only a cycle is refused: the new upline is the account or in its team.
              expect(err.code).toBe('VALIDATION_FAILED');
            });
          }
        }
        const { stored, walked } = await links(app.db, ids);
        expect(stored).toEqual(walked);
      }),
      { numRuns: 12 },
    );
  });

  test('an operator move carries the whole branch, is audited, and every team view follows it', async () => {
    const agent01 = await loginAs(app, 'agent01', 'Agent@1234');
    await members.createAccount(app.db, { merchantId: m, username: 'movetarget', password: 'Team2026x', type: 1 });
    const target = await loginAs(app, 'movetarget', 'Team2026x');
    const size = async (h: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/wps/agent/team/overview', headers: h })).json().value.teamSize as number;
    const [before1, before2] = [await size(agent01.headers), await size(target.headers)];

    const a01 = (await members.findByUsername(app.db, m, 'agent01'))!;
    const branchTop = await agentUnder(app.db, 'branchtop', a01.id);
    await agentUnder(app.db, 'branchleaf', branchTop);
    expect(await size(agent01.headers)).toBe(before1 + 2);

    const moved = await move('branchtop', 'movetarget');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().value).toMatchObject({ username: 'branchtop', upline: 'movetarget' });
    expect(await size(agent01.headers)).toBe(before1);
    expect(await size(target.headers)).toBe(before2 + 2);
    const leaf = await app.inject({ method: 'GET', url: '/wps/agent/team/members/branchleaf', headers: target.headers });
    expect(leaf.json().value.path).toEqual(['branchtop', 'branchleaf']);
    const gone = await app.inject({ method: 'GET', url: '/wps/agent/team/members/branchleaf', headers: agent01.headers });
    expect(gone.json().code).toBe('AGENT_MEMBER_NOT_FOUND');

    const audit = (await app.inject({ method: 'GET', url: '/ops/audit?limit=1', headers: opsHeaders })).json().value[0];
    expect(audit).toMatchObject({
      action: 'accounts.move',
      before: { username: 'branchtop', upline: 'agent01' },
      after: { upline: 'movetarget' },
    });
  });

  test('refuses a cycle, a member as upline and an unknown name, naming the field and changing nothing', async () => {
    const top = await agentUnder(app.db, 'cycletop', null);
    await agentUnder(app.db, 'cyclemid', top);
    for (const [upline, message] of [
      ['cyclemid', 'is this account or one of its team'],
      ['cycletop', 'is this account or one of its team'],
      ['demo01', 'not an agent'],
      ['nobody-here', 'no such account'],
    ] as const) {
      const res = await move('cycletop', upline);
      expect(res.statusCode, upline).toBe(400);
      expect(res.json().value).toEqual([{ path: 'uplineUsername', message }]);
    }
    const { stored, walked } = await links(app.db, [top]);
    expect(stored).toEqual(walked);
    expect((await members.findByUsername(app.db, m, 'cycletop'))!.uplineId).toBeNull();
    expect((await move('no-such-account', null)).statusCode).toBe(404);
  });

  test('refuses to move an agent while a contract with its current upline is offered or running', async () => {
    const t = await buildTeams(app);
    expect((await setTopContract(app, t.a.username, 'DAILY_SALARY', 300)).statusCode).toBe(200);
    const A = await t.login(t.a);
    const offer = await app.inject({
      method: 'POST',
      url: '/wps/agent/contracts',
      headers: A,
      payload: { to: t.b.username, kind: 'DAILY_SALARY', tiers: [tier(100)] },
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const refused = await move(t.b.username, t.s.username);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CONFLICT');
    expect((await members.findByUsername(app.db, m, t.b.username))!.uplineId).toBe(t.a.id);
    // A member without contracts moves with no fuss.
    expect((await move(t.d.username, t.s.username)).statusCode).toBe(200);
  });
});
