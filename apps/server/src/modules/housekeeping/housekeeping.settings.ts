import { sql } from 'drizzle-orm';
import {
  HOUSEKEEPING_KEYS,
  HOUSEKEEPING_SETTINGS,
  type HousekeepingKey,
  type HousekeepingSettings,
  type SetHousekeepingRequest,
} from '@jade/contract/housekeeping';
import type { Db } from '../../db/client';
import { housekeepingSettings } from './housekeeping.tables';

const isKey = (k: string): k is HousekeepingKey => (HOUSEKEEPING_KEYS as string[]).includes(k);

/** Every setting: the operator's value where one was set, else the default. */
export async function readSettings(db: Db): Promise<HousekeepingSettings> {
  const values = Object.fromEntries(HOUSEKEEPING_KEYS.map((k) => [k, HOUSEKEEPING_SETTINGS[k].value])) as HousekeepingSettings;
  const rows = await db.select({ key: housekeepingSettings.key, value: housekeepingSettings.value }).from(housekeepingSettings);
  for (const r of rows) if (isKey(r.key)) values[r.key] = r.value;
  return values;
}

/** Writes the settings given (already validated by the request schema) and answers all of them. */
export async function writeSettings(db: Db, patch: SetHousekeepingRequest): Promise<HousekeepingSettings> {
  const rows = Object.entries(patch)
    .filter((e): e is [HousekeepingKey, number] => isKey(e[0]) && typeof e[1] === 'number')
    .map(([key, value]) => ({ key, value }));
  if (rows.length)
    await db
      .insert(housekeepingSettings)
      .values(rows)
      .onConflictDoUpdate({
        target: housekeepingSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  return readSettings(db);
}
