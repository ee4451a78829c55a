import { z } from 'zod';
import { MinorUnits } from './common';

/** GET /wps/v2/wallets/balance: integer minor units with the merchant currency. */
export const WalletBalance = z.object({ balance: MinorUnits, currency: z.string(), currencySymbol: z.string() });
export type WalletBalance = z.infer<typeof WalletBalance>;

/** Play money a trial (free play) account starts with, in minor units (रु 10,000.00). */
export const TRIAL_BALANCE = 1_000_000;
