import { and, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type {
  ConsolidatedContracts,
  Contract,
  ContractKind,
  ContractPeriod,
  ContractTier,
  InitialContract,
  MyContracts,
} from '@jade/contract/agents';
import { isAgentType } from '@jade/contract/auth';
import { numberIssue } from '@jade/contract/common';
import type { Db } from '../../db/client';
import { toIso } from '../../db/normalize';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import * as messages from '../messages/messages.service';
import * as members from '../members/members.service';
import { findInTeam } from './agents.team';
import { agentContracts } from './agents.tables';

type Row = typeof agentContracts.$inferSelect;
const RUNNING = ['ACTIVE', 'TERMINATION_REQUESTED'] as const;
const maxRate = (tiers: ContractTier[]) => Math.max(0, ...tiers.map((t) => t.rate));

async function present(db: Db, rows: Row[]): Promise<Contract[]> {
  const names = await members.usernamesOf(
    db,
    rows.flatMap((r) => [r.agentId, ...(r.uplineId ? [r.uplineId] : [])]),
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    period: r.period,
    tiers: r.tiers,
    status: r.status,
    upline: r.uplineId ? (names.get(r.uplineId) ?? null) : null,
    agent: names.get(r.agentId) ?? '',
    terminationRequestedBy: r.terminationRequestedBy ? (names.get(r.terminationRequestedBy) ?? null) : null,
    createdAt: toIso(r.createdAt),
    acceptedAt: r.acceptedAt ? toIso(r.acceptedAt) : null,
  }));
}

/** The agent's running contract of a kind (active, or with a termination pending). */
export async function runningContract(db: Db, agentId: number, kind: ContractKind): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, [...RUNNING])));
  return row ?? null;
}

/**
 * What an agent may offer: a kind it holds a running contract of, at most at its own highest rate
 * (the level-difference rule). Returns its own contract (a dividend offer follows its period).
 */
export async function checkOffer(db: Db, agentId: number, terms: InitialContract): Promise<Row> {
  const own = await runningContract(db, agentId, terms.kind);
  if (!own) throw new AppError('CONTRACT_NO_OWN', 'You have no contract of this kind to share');
  if (maxRate(terms.tiers) > maxRate(own.tiers))
    throw new AppError('CONTRACT_RATE_ABOVE_OWN', `At most ${maxRate(own.tiers)} basis points`, [
      numberIssue('tiers', maxRate(own.tiers)),
    ]);
  return own;
}

/** Writes an offer from `uplineId` to `agentId` (checked by the caller with `checkOffer`). */
export async function insertOffer(
  db: Db,
  merchantId: number,
  uplineId: number,
  agentId: number,
  own: Row,
  terms: InitialContract,
) {
  try {
    const [row] = await db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: terms.kind,
        uplineId,
        agentId,
        period: terms.kind === 'DIVIDEND' ? (own.period ?? 'MONTHLY') : null,
        tiers: terms.tiers,
        status: 'OFFERED',
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('CONTRACT_STATE_CONFLICT', 'An offer of this kind is already waiting for an answer');
    throw err;
  }
}

/** An upline offers a contract to a direct downline agent. */
export async function offerContract(
  db: Db,
  merchantId: number,
  agent: members.Account,
  input: { to: string; kind: ContractKind; period?: ContractPeriod | undefined; tiers: ContractTier[] },
): Promise<Contract> {
  const target = await findInTeam(db, merchantId, agent.id, input.to);
  if (target.level !== 1 || !target.isAgent)
    throw new AppError('CONTRACT_TARGET_INVALID', 'Contracts are offered to direct downline agents');
  const own = await checkOffer(db, agent.id, input);
  return (await present(db, [await insertOffer(db, merchantId, agent.id, target.id, own, input)]))[0]!;
}

/** Offers a new account its first contracts (register centre or an invitation link) in its creation's transaction. */
export async function offerInitial(db: Db, merchantId: number, uplineId: number, agentId: number, terms: InitialContract[]) {
  const rows: Row[] = [];
  for (const t of terms) rows.push(await insertOffer(db, merchantId, uplineId, agentId, await checkOffer(db, uplineId, t), t));
  return present(db, rows);
}

/** The contracts between an agent and one of its downlines, newest first. */
export async function contractsWith(db: Db, uplineId: number, agentId: number): Promise<Contract[]> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.uplineId, uplineId), eq(agentContracts.agentId, agentId)))
    .orderBy(desc(agentContracts.id))
    .limit(50);
  return present(db, rows);
}

/** The operator sets a top agent's contract; it runs at once and replaces the running one. */
export async function setTopContract(
  db: Db,
  merchantId: number,
  agent: members.Account,
  terms: { kind: ContractKind; period?: ContractPeriod | undefined; tiers: ContractTier[] },
): Promise<Contract> {
  if (!isAgentType(agent.type)) throw new AppError('CONTRACT_TARGET_INVALID', 'Only agents hold contracts');
  return db.transaction(async (tx) => {
    await endRunning(tx, agent.id, terms.kind);
    const [row] = await tx
      .insert(agentContracts)
      .values({
        merchantId,
        kind: terms.kind,
        uplineId: null,
        agentId: agent.id,
        period: terms.kind === 'DIVIDEND' ? (terms.period ?? 'MONTHLY') : null,
        tiers: terms.tiers,
        status: 'ACTIVE',
        acceptedAt: new Date(),
      })
      .returning();
    return (await present(tx, [row!]))[0]!;
  });
}

async function endRunning(db: Db, agentId: number, kind: ContractKind) {
  await db
    .update(agentContracts)
    .set({ status: 'TERMINATED', endedAt: new Date() })
    .where(and(eq(agentContracts.agentId, agentId), eq(agentContracts.kind, kind), inArray(agentContracts.status, [...RUNNING])));
}

const KIND_NAMES: Record<ContractKind, { en: string; ne: string }> = {
  DIVIDEND: { en: 'dividend', ne: 'लाभांश' },
  DAILY_SALARY: { en: 'daily wages', ne: 'दैनिक ज्याला' },
  HOURLY_SALARY: { en: 'hourly salary', ne: 'प्रति घण्टा तलब' },
  REALTIME_SALARY: { en: 'real-time salary', ne: 'वास्तविक-समय तलब' },
};
const percent = (bp: number) => `${(bp / 100).toLocaleString('en', { maximumFractionDigits: 2 })} %`;

/**
 * Tells a downline (platform message, in the same transaction) that its contract ended because
 * its upline accepted a contract whose rate is below the one it was giving.
 */
async function tellAutoTerminated(tx: Db, upline: members.Account, c: Row, newRate: number) {
  const kind = KIND_NAMES[c.kind];
  const was = c.status === 'OFFERED' ? { en: 'offer', ne: 'प्रस्ताव' } : { en: 'contract', ne: 'सम्झौता' };
  await messages.deliver(
    tx,
    upline.merchantId,
    {
      audience: 'member',
      target: (await members.usernamesOf(tx, [c.agentId])).get(c.agentId) ?? null,
      sender: upline.username,
      title: { en: `Your ${kind.en} ${was.en} has ended`, ne: `तपाईंको ${kind.ne} ${was.ne} समाप्त भयो` },
      content: {
        en: `${upline.username} now holds a ${kind.en} contract of at most ${percent(newRate)}, below the ${percent(maxRate(c.tiers))} of your ${was.en}, so it ended automatically. Your upline can offer you a new one.`,
        ne: `${upline.username} सँग अब बढीमा ${percent(newRate)} को ${kind.ne} सम्झौता छ, जुन तपाईंको ${was.ne} को ${percent(maxRate(c.tiers))} भन्दा कम हो, त्यसैले यो आफैँ समाप्त भयो। तपाईंको अपलाइनले नयाँ प्रस्ताव दिन सक्नुहुन्छ।`,
      },
    },
    { kind: 'one', accountId: c.agentId },
  );
}

/** One conditional step of a contract's life; a step that no longer applies is a state conflict. */
async function step(db: Db, id: number, from: Row['status'], patch: Partial<Row>): Promise<Row> {
  const [row] = await db
    .update(agentContracts)
    .set(patch)
    .where(and(eq(agentContracts.id, id), eq(agentContracts.status, from)))
    .returning();
  if (!row) throw new AppError('CONTRACT_STATE_CONFLICT', 'This contract has already moved on');
  return row;
}

/**
 * The other side's answer: the downline accepts or rejects an offer; either side requests
 * termination and the other confirms it. Accepting replaces the running contract of that kind and
 * ends the contracts the agent gives whose rate is now above its own.
 */
export async function answerContract(
  db: Db,
  account: members.Account,
  id: number,
  action: 'ACCEPT' | 'REJECT' | 'REQUEST_TERMINATION' | 'CONFIRM_TERMINATION',
): Promise<Contract> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, id), or(eq(agentContracts.agentId, account.id), eq(agentContracts.uplineId, account.id))));
  if (!row) throw new AppError('CONTRACT_NOT_FOUND', 'No such contract');
  const holder = row.agentId === account.id;
  const conflict = () => new AppError('CONTRACT_STATE_CONFLICT', 'This step is not yours to take now');
  const done = await db.transaction(async (tx) => {
    switch (action) {
      case 'ACCEPT': {
        if (!holder || row.status !== 'OFFERED') throw conflict();
        await endRunning(tx, account.id, row.kind);
        const accepted = await step(tx, id, 'OFFERED', { status: 'ACTIVE', acceptedAt: new Date() });
        const ended = await tx
          .update(agentContracts)
          .set({ status: 'TERMINATED', endedAt: new Date() })
          .where(
            and(
              eq(agentContracts.uplineId, account.id),
              eq(agentContracts.kind, row.kind),
              inArray(agentContracts.status, ['OFFERED', ...RUNNING]),
              sql`(select max((t->>'rate')::int) from jsonb_array_elements(${agentContracts.tiers}) t) > ${maxRate(row.tiers)}`,
            ),
          )
          .returning();
        for (const c of ended) await tellAutoTerminated(tx, account, c, maxRate(row.tiers));
        return accepted;
      }
      case 'REJECT':
        if (!holder || row.status !== 'OFFERED') throw conflict();
        return step(tx, id, 'OFFERED', { status: 'REJECTED', endedAt: new Date() });
      case 'REQUEST_TERMINATION':
        if (row.status !== 'ACTIVE' || (!holder && row.uplineId !== account.id)) throw conflict();
        return step(tx, id, 'ACTIVE', { status: 'TERMINATION_REQUESTED', terminationRequestedBy: account.id });
      case 'CONFIRM_TERMINATION':
        if (row.status !== 'TERMINATION_REQUESTED' || row.terminationRequestedBy === account.id) throw conflict();
        return step(tx, id, 'TERMINATION_REQUESTED', { status: 'TERMINATED', endedAt: new Date() });
    }
  });
  return (await present(db, [done]))[0]!;
}

/**
 * The contracts an agent holds (newest 50) and one page of the ones it gives, newest first, of one
 * kind when asked; rejected offers it gave are left out unless `rejected` (the operator's view).
 * Each is one index range read (`agent_contracts_agent_id`, `agent_contracts_upline_id`).
 */
export async function listContracts(
  db: Db,
  accountId: number,
  q: { kind?: ContractKind | undefined; pageNo: number; pageSize: number; rejected?: boolean } = { pageNo: 1, pageSize: 100 },
): Promise<MyContracts> {
  const ofKind = q.kind ? eq(agentContracts.kind, q.kind) : undefined;
  const givenWhere = and(
    eq(agentContracts.uplineId, accountId),
    ofKind,
    q.rejected === false ? ne(agentContracts.status, 'REJECTED') : undefined,
  );
  const [held, given, [total]] = await Promise.all([
    db
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.agentId, accountId), ofKind))
      .orderBy(desc(agentContracts.id))
      .limit(50),
    db
      .select()
      .from(agentContracts)
      .where(givenWhere)
      .orderBy(desc(agentContracts.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(agentContracts).where(givenWhere),
  ]);
  return {
    held: await present(db, held),
    given: await present(db, given),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    givenTotal: total?.n ?? 0,
  };
}

/** The consolidated call: offers to the account and termination requests waiting for it, by kind. */
export async function consolidated(db: Db, accountId: number): Promise<ConsolidatedContracts> {
  const rows = await db
    .select()
    .from(agentContracts)
    .where(
      or(
        and(eq(agentContracts.agentId, accountId), eq(agentContracts.status, 'OFFERED')),
        and(
          eq(agentContracts.status, 'TERMINATION_REQUESTED'),
          or(eq(agentContracts.agentId, accountId), eq(agentContracts.uplineId, accountId)),
          ne(agentContracts.terminationRequestedBy, accountId),
        ),
      ),
    )
    .orderBy(agentContracts.id);
  const list = await present(db, rows);
  const of = (k: ContractKind) => list.filter((c) => c.kind === k);
  return {
    dailysalreqtype: of('DAILY_SALARY'),
    divtypereq: of('DIVIDEND'),
    contracthoursalreq: of('HOURLY_SALARY'),
    realtimesalreqtype: of('REALTIME_SALARY'),
  };
}
