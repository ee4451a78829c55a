import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { otherNode } from '../../test/other-node';
import * as members from '../members/members.service';
import { treeMismatches } from '../members/members.tree';

const app = await buildTestApp();
const m = app.merchantId;
const onPostgres = app.dbKind === 'postgres';

const move = (username: string, uplineUsername: string | null) =>
  app.inject({ method: 'PUT', url: `/ops/accounts/${username}/upline`, headers: opsHeaders, payload: { uplineUsername } });

/** An agent (a registration of its own, committed) under `upline`. */
async function agent(username: string, upline: { id: number } | null) {
  return members.createAccount(app.db, { merchantId: m, username, password: 'Team2026x', type: 1, uplineId: upline?.id ?? null });
}

describe('team moves at once', () => {
  test('of two crossing moves sent together one is refused as a cycle, and the closure table stays the walk of the uplines', async () => {
    for (let i = 0; i < 8; i++) {
      const a = await agent(`xa${i}`, null);
      await agent(`xa${i}c`, a);
      const b = await agent(`xb${i}`, null);
      await agent(`xb${i}c`, b);
      // A under B's team while B goes under A's team: together they would make a cycle.
      const answers = await Promise.all([move(`xa${i}`, `xb${i}c`), move(`xb${i}`, `xa${i}c`)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const refused = answers.find((r) => r.statusCode === 400)!;
      expect(refused.json().value).toEqual([{ path: 'uplineUsername', message: 'is this account or one of its team' }]);
    }
    expect(await treeMismatches(app.db, m)).toBe(0);
  });

  test.skipIf(!onPostgres)(
    'a move waits for a registration still open under the moving branch, and the new member moves with the branch',
    async () => {
      const top = await agent('mvtop', null);
      const mid = await agent('mvmid', top);
      await agent('mvdest', null);
      // Another node registers a member under the branch and has not committed yet.
      const node = otherNode(app.db, (tx) =>
        members.createAccount(tx, { merchantId: m, username: 'mvleaf', password: 'Team2026x', type: 1, uplineId: mid.id }),
      );
      await node.held;
      let answered = false;
      const moving = move('mvtop', 'mvdest').then((r) => ((answered = true), r));
      await sleep(300);
      expect(answered).toBe(false);
      await node.release();
      expect((await moving).statusCode).toBe(200);
      expect(await treeMismatches(app.db, m)).toBe(0);
      const leaf = (await members.findByUsername(app.db, m, 'mvleaf'))!;
      expect(await members.chainBelow(app.db, (await members.findByUsername(app.db, m, 'mvdest'))!.id, leaf.id)).toEqual([
        'mvtop',
        'mvmid',
        'mvleaf',
      ]);
    },
  );

  test.skipIf(!onPostgres)(
    'a registration under a branch that is moving is linked after the move, under its new uplines',
    async () => {
      const top = await agent('rgtop', null);
      const mid = await agent('rgmid', top);
      const dest = await agent('rgdest', null);
      // A move holds the links lock on another node; the registration waits for it and reads the new chain.
      const node = otherNode(app.db, async (tx) => {
        await members.moveUnder(tx, m, top.id, dest.id);
      });
      await node.held;
      const registering = agent('rgleaf', mid);
      await sleep(300);
      await node.release();
      const leaf = await registering;
      expect(await treeMismatches(app.db, m)).toBe(0);
      expect(await members.chainBelow(app.db, dest.id, leaf.id)).toEqual(['rgtop', 'rgmid', 'rgleaf']);
    },
  );
});
