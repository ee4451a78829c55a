import { z } from 'zod';
import { MinorUnits } from './common';

/** GET /wps/v2/wallets/balance: integer minor units with the merchant currency. */
export const WalletBalance = z.object({ balance: MinorUnits, currency: z.string(), currencySymbol: z.string() });
export type WalletBalance = z.infer<typeof WalletBalance>;

/** Play money a trial (free play) account starts with, in minor units (रु 10,000.00). */
export const TRIAL_BALANCE = 1_000_000;

/** Operator credit (positive) or debit (negative) of a member wallet, with its reason; idempotent by key. */
export const OpsAdjustRequest = z
  .object({
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0 && Math.abs(n) <= 1_000_000_000_00, 'a non-zero amount of minor units'),
    reason: z.string().trim().min(3).max(200),
    idempotencyKey: z.string().trim().min(8).max(100),
  })
  .strict();
export const OpsAdjustResponse = z.object({ transferId: z.number().int(), replayed: z.boolean(), balance: MinorUnits });
