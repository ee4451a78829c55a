import type { FastifyInstance } from 'fastify';
import type { ContractKind } from '@jade/contract/agents';
import { opsHeaders } from '../../test/build-test-app';
import { settledRound } from '../../test/games';
import * as members from '../members/members.service';
import { setTopContract, tier } from './agents.fixtures';
import { agentContracts } from './agents.tables';

let seq = 0;

/**
 * A tree of contract holders of one kind: top agent T (operator contract at 300) with `width`
 * downline agents (200), each with its own downline agent (100); every agent has one member who
 * played one settled round (stakes 1,000, 2,000, …). Holders: 1 + 2 × width.
 */
export async function buildHolderTree(app: FastifyInstance, kind: ContractKind, width: number) {
  const tag = `${Date.now().toString(36).slice(-4)}${seq++}`;
  let n = 0;
  const make = (type: number, uplineId?: number) =>
    members.createAccount(app.db, {
      merchantId: app.merchantId,
      username: `h${tag}x${n++}`,
      password: 'Team2026x',
      type,
      ...(uplineId ? { uplineId } : {}),
    });
  const top = await make(1);
  const set = await setTopContract(app, top.username, kind, 300);
  if (set.statusCode !== 200) throw new Error(set.body);
  const agents = [top];
  const offer = async (uplineId: number, rate: number) => {
    const a = await make(2, uplineId);
    await app.db.insert(agentContracts).values({
      merchantId: app.merchantId,
      kind,
      uplineId,
      agentId: a.id,
      tiers: [tier(rate)],
      status: 'ACTIVE',
      acceptedAt: new Date(),
    });
    agents.push(a);
    return a;
  };
  for (let i = 0; i < width; i++) await offer((await offer(top.id, 200)).id, 100);
  let stake = 0;
  for (const a of agents) {
    const m = await make(0, a.id);
    stake += 1_000;
    const funded = await app.inject({
      method: 'POST',
      url: `/ops/members/${m.username}/adjust`,
      headers: opsHeaders,
      payload: { amount: stake, reason: 'test funds', idempotencyKey: `fund-${m.username}` },
    });
    if (funded.statusCode !== 200) throw new Error(funded.body);
    await settledRound(app, m.id, `r-${m.username}`, stake);
  }
  return { top, agents };
}
