import { z } from 'zod';
import {
  SeamlessAuthenticate,
  SeamlessAuthenticateRequest,
  SeamlessBalance,
  SeamlessBalanceRequest,
  SeamlessCreditRequest,
  SeamlessDebitCreditRequest,
  SeamlessDebitCreditResult,
  SeamlessDebitRequest,
  SeamlessResettleRequest,
  SeamlessResettleResult,
  SeamlessRollbackRequest,
  SeamlessTxResult,
} from '@jade/contract/seamless';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { parseBody } from '../../plugins/encryption';
import { isOverload, sqlStateOf } from '../../plugins/errors';
import { debitCredit } from './seamless.instant';
import { resettle } from './seamless.resettle';
import * as seamless from './seamless.service';
import type { Ctx, Vendor } from './seamless.service';

type Call<Q extends z.ZodType> = {
  request: Q;
  response: z.ZodType;
  run: (ctx: Ctx, vendor: Vendor, body: z.infer<Q>) => Promise<unknown>;
};
const call = <Q extends z.ZodType>(request: Q, response: z.ZodType, run: Call<Q>['run']): Call<Q> => ({ request, response, run });

/** The seamless-wallet API's calls (docs/seamless-wallet.md): each one's body, answer and service. */
export const SEAMLESS_CALLS: Record<string, Call<z.ZodType>> = {
  '/seamless/v1/authenticate': call(SeamlessAuthenticateRequest, SeamlessAuthenticate, (ctx, v, b) =>
    seamless.authenticate(ctx, v, b.launchToken, b.gameCode),
  ),
  '/seamless/v1/balance': call(SeamlessBalanceRequest, SeamlessBalance, (ctx, _v, b) => seamless.balance(ctx, b.playerId)),
  '/seamless/v1/debit': call(SeamlessDebitRequest, SeamlessTxResult, (ctx, v, b) => seamless.debit(ctx, v, b)),
  '/seamless/v1/credit': call(SeamlessCreditRequest, SeamlessTxResult, (ctx, v, b) => seamless.credit(ctx, v, b)),
  '/seamless/v1/debitCredit': call(SeamlessDebitCreditRequest, SeamlessDebitCreditResult, (ctx, v, b) => debitCredit(ctx, v, b)),
  '/seamless/v1/rollback': call(SeamlessRollbackRequest, SeamlessTxResult, (ctx, v, b) => seamless.rollback(ctx, v, b)),
  '/seamless/v1/resettle': call(SeamlessResettleRequest, SeamlessResettleResult, (ctx, v, b) => resettle(ctx, v, b)),
};

const header = (h: string | string[] | undefined) => (Array.isArray(h) ? h[0] : h);

/**
 * One seamless call, as its route runs it: the vendor's signature over the raw body checked, the
 * body parsed by the call's schema, then the call. Answers the call's value or throws.
 */
export async function seamlessCall(
  ctx: Ctx,
  path: string,
  raw: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<unknown> {
  const c = SEAMLESS_CALLS[path];
  if (!c) throw new AppError('NOT_FOUND', 'No such seamless call');
  const vendor = await seamless.authenticateVendor(
    ctx,
    {
      vendor: header(headers['x-jade-vendor']),
      ts: header(headers['x-jade-timestamp']),
      sig: header(headers['x-jade-signature']),
    },
    raw,
  );
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('BODY_MALFORMED', 'The body is not JSON');
  }
  return c.run(ctx, vendor, parseBody(c.request, json));
}

/**
 * The in-process vendors' way to the seamless API (the in-house game server, the lottery): the same
 * signed request and the same `seamlessCall` as its HTTP route, without a trip through the HTTP
 * pipeline (no route on /seamless has a hook of its own). The answer is the route's: the envelope
 * with the error's status; an overloaded database 503 and any other failure 500 (passed to
 * `failed`, as the route logs it), which the signed client retries as it would over HTTP.
 */
export const inProcessTransport =
  (ctx: Ctx, failed: (err: unknown) => void = () => undefined) =>
  async (path: string, body: string, headers: Record<string, string>): Promise<{ status: number; body: string }> => {
    try {
      return { status: 200, body: JSON.stringify(ok(await seamlessCall(ctx, path, body, headers))) };
    } catch (err) {
      const e =
        err instanceof AppError
          ? err
          : sqlStateOf(err)?.startsWith('22')
            ? new AppError('VALIDATION_FAILED', 'A value in the request is out of range or malformed')
            : isOverload(err)
              ? new AppError('SERVER_BUSY', 'The service is busy; try again in a few seconds')
              : new AppError('INTERNAL_ERROR', 'Internal error');
      if (!(err instanceof AppError)) failed(err);
      return { status: e.status, body: JSON.stringify({ success: false, code: e.code, message: e.message, value: e.issues }) };
    }
  };
