import { eq } from 'drizzle-orm';
import { LIMITS } from '@jade/contract/limits';
import { DEFAULT_PASSWORD_RULE } from '@jade/contract/passwords';
import type { FieldRule } from '@jade/contract/patterns';
import { REGISTER_FIELD_DEFAULTS, type RegisterField } from '@jade/contract/register';
import type { Db } from '../../db/client';
import { registerSettings } from './members.tables';

export const DEFAULT_USERNAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: 'LETTER_FIRST_ALNUM',
  patternId: 'LETTER_FIRST_ALNUM',
  minLength: 4,
  maxLength: 16,
};

/** A merchant that never configured registration gets these: e-mail and mobile optional, nothing else. */
export const DEFAULT_FIELDS: Partial<Record<RegisterField, FieldRule>> = {
  mobileNum: REGISTER_FIELD_DEFAULTS.mobileNum,
  email: REGISTER_FIELD_DEFAULTS.email,
  affiliateCode: REGISTER_FIELD_DEFAULTS.affiliateCode,
};

export type RegisterSettingsRow = typeof registerSettings.$inferSelect;

export async function getRegisterSettings(db: Db, merchantId: number): Promise<RegisterSettingsRow> {
  const [row] = await db.select().from(registerSettings).where(eq(registerSettings.merchantId, merchantId));
  return (
    row ?? {
      merchantId,
      usernameRule: DEFAULT_USERNAME_RULE,
      passwordRule: DEFAULT_PASSWORD_RULE,
      fields: DEFAULT_FIELDS,
      minimumAge: LIMITS.minimumAge,
      updatedAt: new Date(0),
    }
  );
}

export async function saveRegisterSettings(
  db: Db,
  merchantId: number,
  patch: Partial<Omit<RegisterSettingsRow, 'merchantId' | 'updatedAt'>>,
) {
  const current = await getRegisterSettings(db, merchantId);
  const next = { ...current, ...patch, merchantId, updatedAt: new Date() };
  await db
    .insert(registerSettings)
    .values(next)
    .onConflictDoUpdate({ target: registerSettings.merchantId, set: { ...patch, updatedAt: next.updatedAt } });
  return next;
}
