import type { OperatorRole } from '@jade/contract/operators';
import type { Db } from '../../db/client';
import * as operators from '../operators/operators.service';

/** The roles that answer the live chat (the chat's /ops routes ask `support`; admin passes everything). */
const CHAT_ROLES: readonly OperatorRole[] = ['support', 'admin'];

/** A named operator holding a console chat socket: who, and the session it came with. */
export type ChatOperator = { name: string; operatorId: number; sessionId: number };

/**
 * The operator of a console session token (the `jade_ops` cookie sent on the socket's upgrade), if
 * the session is live and the role answers the chat; otherwise null.
 */
export async function chatOperatorOfToken(db: Db, merchantId: number, token: string): Promise<ChatOperator | null> {
  if (!token) return null;
  const caller = await operators.callerOfToken(db, merchantId, token);
  if (!caller || caller.operatorId === null || caller.sessionId === null || !CHAT_ROLES.includes(caller.role)) return null;
  return { name: caller.name, operatorId: caller.operatorId, sessionId: caller.sessionId };
}

/**
 * Whether an operator's socket may stay open: the session is still live (not signed out, revoked,
 * idle or too old), the operator active and still of a chat role. Read without touching the
 * session, so an open socket alone does not keep a console signed in.
 */
export async function chatOperatorStillAllowed(db: Db, merchantId: number, op: ChatOperator): Promise<boolean> {
  const row = await operators.findOperator(db, merchantId, op.name);
  if (!row || row.id !== op.operatorId || row.status !== 'active' || !CHAT_ROLES.includes(row.role)) return false;
  return (await operators.listSessions(db, op.operatorId, op.sessionId)).some((s) => s.id === op.sessionId);
}
