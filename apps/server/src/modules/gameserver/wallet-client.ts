import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '@jade/contract/errors';
import {
  SeamlessAuthenticate,
  SeamlessBalance,
  type SeamlessCreditRequest,
  type SeamlessDebitCreditRequest,
  SeamlessDebitCreditResult,
  type SeamlessDebitRequest,
  type SeamlessResettleRequest,
  SeamlessResettleResult,
  type SeamlessRollbackRequest,
  SeamlessTxResult,
} from '@jade/contract/seamless';
import { AppError } from '../../lib/app-error';
import * as seamless from '../seamless/seamless.service';

/**
 * How the game server reaches the seamless-wallet API: one signed HTTP request. In one process it
 * goes to the routes' own `seamlessCall` (`seamless.inProcessTransport`: signature, schema and
 * service as over HTTP, without the HTTP pipeline); through Fastify's `inject` (the whole pipeline,
 * no socket) where a test wraps it; split out, through fetch. A transport throws when the request
 * or its answer is lost.
 */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

export const injectTransport =
  (app: FastifyInstance): WalletTransport =>
  async (path, body, headers) => {
    const res = await app.inject({ method: 'POST', url: path, payload: body, headers });
    return { status: res.statusCode, body: res.body };
  };

export const fetchTransport =
  (baseUrl: string, timeoutMs = 5_000): WalletTransport =>
  async (path, body, headers) => {
    const res = await fetch(new URL(path, baseUrl), { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: await res.text() };
  };

/** The wallet could not be reached (or its answer was lost) after the retries. */
export class WalletUnavailable extends Error {}

const RETRY_DELAYS_MS = [0, 50, 200];

/**
 * A signed client of the seamless API. Every call is retried with the same body when the
 * transport fails or the wallet answers 5xx: money calls are idempotent by txId, so a retry after
 * a lost answer returns the first answer instead of moving money again. A refusal (4xx) is the
 * wallet's decision and is passed on as an AppError with its code.
 */
export function walletClient(transport: () => WalletTransport, secretOf: (vendor: string) => Promise<string>) {
  async function call<T>(vendor: string, path: string, payload: unknown, parse: (v: unknown) => T): Promise<T> {
    const body = JSON.stringify(payload);
    const secret = await secretOf(vendor);
    let lost: unknown = null;
    for (const delay of RETRY_DELAYS_MS) {
      if (delay) await new Promise((r) => setTimeout(r, delay));
      const ts = String(Math.floor(Date.now() / 1000));
      const headers = {
        'content-type': 'application/json',
        'x-jade-vendor': vendor,
        'x-jade-timestamp': ts,
        'x-jade-signature': createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex'),
      };
      let res: { status: number; body: string };
      try {
        res = await transport()(path, body, headers);
      } catch (err) {
        lost = err;
        continue;
      }
      if (res.status >= 500) {
        lost = new Error(`wallet answered ${res.status}`);
        continue;
      }
      const env = JSON.parse(res.body) as { success: boolean; code: ErrorCode; message: string; value: unknown };
      if (!env.success) throw new AppError(env.code, env.message);
      return parse(env.value);
    }
    throw new WalletUnavailable(`wallet unreachable: ${String(lost)}`);
  }
  return {
    authenticate: (vendor: string, launchToken: string, gameCode: string) =>
      call(vendor, '/seamless/v1/authenticate', { launchToken, gameCode }, (v) => SeamlessAuthenticate.parse(v)),
    balance: (vendor: string, playerId: string) =>
      call(vendor, '/seamless/v1/balance', { playerId }, (v) => SeamlessBalance.parse(v)),
    debit: (vendor: string, req: SeamlessDebitRequest) =>
      call(vendor, '/seamless/v1/debit', req, (v) => SeamlessTxResult.parse(v)),
    credit: (vendor: string, req: Omit<SeamlessCreditRequest, 'free'> & { free?: boolean }) =>
      call(vendor, '/seamless/v1/credit', req, (v) => SeamlessTxResult.parse(v)),
    /** An instant round: the stake and the win in one call (the round settles). */
    debitCredit: (
      vendor: string,
      req: Omit<SeamlessDebitCreditRequest, 'result' | 'detail'> & Partial<SeamlessDebitCreditRequest>,
    ) => call(vendor, '/seamless/v1/debitCredit', req, (v) => SeamlessDebitCreditResult.parse(v)),
    rollback: (vendor: string, req: SeamlessRollbackRequest) =>
      call(vendor, '/seamless/v1/rollback', req, (v) => SeamlessTxResult.parse(v)),
    /** A settled round's corrected win (the whole win at `version`): the wallet moves the difference. */
    resettle: (vendor: string, req: Omit<SeamlessResettleRequest, 'result'> & { result?: string }) =>
      call(vendor, '/seamless/v1/resettle', req, (v) => SeamlessResettleResult.parse(v)),
  };
}
export type WalletClient = ReturnType<typeof walletClient>;

/** How long a vendor's signing secret is kept before it is read again (an operator's new key is picked up). */
const SECRET_TTL_MS = 10_000;

/**
 * The signed seamless client of an in-process vendor (the in-house game server, the lottery, the
 * sportsbook): the seamless API's own call in this process by default, the vendors' keys
 * provisioned on first use and read again now and then.
 */
export function vendorWallet(app: FastifyInstance, transport?: () => WalletTransport): WalletClient {
  const secrets = new Map<string, { at: number; secret: Promise<string> }>();
  const secretOf = (vendor: string) => {
    const hit = secrets.get(vendor);
    if (hit && Date.now() - hit.at < SECRET_TTL_MS) return hit.secret;
    const secret = seamless.ensureVendorKey(app.db, app.merchantId, vendor);
    secrets.set(vendor, { at: Date.now(), secret });
    secret.catch(() => secrets.delete(vendor));
    return secret;
  };
  const direct = seamless.inProcessTransport(
    { db: app.db, database: { prepared: app.prepared }, merchantId: app.merchantId },
    (err) => app.log.error({ err }, 'seamless call failed'),
  );
  return walletClient(transport ?? (() => direct), secretOf);
}
