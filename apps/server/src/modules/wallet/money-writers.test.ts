import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

/**
 * The wallet is the only module that writes money (docs/architecture.md): no server source outside
 * `modules/wallet/` (tests aside) inserts into, updates or deletes from the ledger, the wallet
 * balances or the bonus grants, by Drizzle or raw SQL, nor imports the wallet's tables — besides
 * `db/schema.ts`, which lists every table, and `*.tables.ts` files, which may reference them in a
 * foreign key. Everything else moves money with `wallet.transfer`, `wallet.spend` and friends.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const WALLET = path.join(SRC, 'modules/wallet');
/**
 * The one exception: the scale data loader (`npm run seed:scale`, issue 23's benchmark data) writes
 * millions of ledger rows in bulk SQL, which no live path does, and checks every ledger invariant
 * after the load (`seed/scale-check.ts`, `seed/scale.test.ts`). It never runs in a serving process.
 */
const BULK_LOADER = /^seed\/scale(-[a-z]+)?\.ts$/;

const TABLES = ['ledger_\\w+', 'wallet_balances', 'bonus_grants'];
const DRIZZLE = ['ledger\\w+', 'walletBalances', 'bonusGrants'];
const WRITES = [
  // Drizzle: db.insert(ledgerEntries), tx.update(walletBalances), db.delete(bonusGrants)
  new RegExp(`\\.(insert|update|delete)\\(\\s*(\\w+\\.)?(${DRIZZLE.join('|')})\\b`, 'g'),
  // Raw SQL: insert into ledger_entries, update wallet_balances, delete from bonus_grants, ${walletBalances}
  new RegExp(
    `\\b(insert\\s+into|update|delete\\s+from)\\s+(\\$\\{\\s*)?("?(${TABLES.join('|')})"?|${DRIZZLE.join('|')})\\b`,
    'gi',
  ),
];
const TABLES_IMPORT = /from\s+['"][^'"]*\/wallet\/wallet\.tables['"]/g;

/** The money writes (and wallet-table imports) in one file's source, as `line: text`. */
function moneyWrites(source: string, file: string): string[] {
  const found: string[] = [];
  const lineOf = (at: number) => source.slice(0, at).split('\n').length;
  for (const re of WRITES) for (const m of source.matchAll(re)) found.push(`${lineOf(m.index)}: ${m[0].replace(/\s+/g, ' ')}`);
  const mayImport = file === 'db/schema.ts' || file.endsWith('.tables.ts');
  if (!mayImport) for (const m of source.matchAll(TABLES_IMPORT)) found.push(`${lineOf(m.index)}: ${m[0]}`);
  return found;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === WALLET || e.name === 'test' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('money writers', () => {
  test('finds no module but the wallet writing ledger, balance or bonus tables', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((full) => {
      const file = path.relative(SRC, full).split(path.sep).join('/');
      if (BULK_LOADER.test(file)) return [];
      return moneyWrites(fs.readFileSync(full, 'utf8'), file).map((w) => `${file}:${w}`);
    });
    expect(offenders, 'only modules/wallet writes money: call wallet.service instead').toEqual([]);
  });

  test('recognises each way of writing money and of importing the wallet tables', () => {
    const bad = [
      'await tx.insert(ledgerEntries).values(rows)',
      'await db.update(walletBalances).set({ balance: 0 })',
      'await db.delete( schema.ledgerTransfers )',
      'await tx.delete(bonusGrants)',
      'sql`insert into ledger_transfers (id) values (1)`',
      'const q = `UPDATE wallet_balances SET balance = 0`',
      'sql`delete from\n  ledger_entries where id = 1`',
      'sql`update ${walletBalances} set balance = 0`',
      "import { ledgerAccounts } from '../modules/wallet/wallet.tables';",
    ];
    for (const source of bad) expect(moneyWrites(source, 'modules/x/x.service.ts'), source).toHaveLength(1);
    const fine = [
      'await db.select().from(ledgerEntries)',
      'sql`select balance from wallet_balances`',
      'on conflict (merchant_id, vendor, round_ref) do update set stake = game_rounds.stake + 1',
      'await tx.update(gameRounds).set({ status: "SETTLED" })',
      "import * as wallet from '../wallet/wallet.service';",
    ];
    for (const source of fine) expect(moneyWrites(source, 'modules/x/x.service.ts'), source).toEqual([]);
    const tablesImport = "import { ledgerAccounts } from '../wallet/wallet.tables';";
    expect(moneyWrites(tablesImport, 'modules/x/x.tables.ts')).toEqual([]);
    expect(moneyWrites(tablesImport, 'db/schema.ts')).toEqual([]);
  });
});
