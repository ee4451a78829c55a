import { describe, expect, test } from 'vitest';
import i18n from '@/lib/i18n';
import { toCsv } from '@/lib/csv';
import { statementRows } from './statement';

const report = {
  byCategory: [{ category: 'RNG', rounds: 3, stake: 30_000, win: 12_550, profit: -17_450 }],
  byDay: [{ day: '2026-11-26', rounds: 3, stake: 30_000, win: 12_550, profit: -17_450 }],
  total: { rounds: 3, stake: 30_000, win: 12_550, profit: -17_450 },
  deposits: 500_000,
  withdrawals: 120_000,
  bonuses: 1_000,
  netPosition: -380_000,
};

describe('the activity statement', () => {
  test('lists the period, money in and out with the net position, and the play, in plain amounts', async () => {
    await i18n.changeLanguage('en');
    const csv = toCsv(statementRows(i18n.t, report, { from: '2026-11-20', to: '2026-11-26' }))
      .slice(1)
      .split('\r\n');
    expect(csv.slice(0, 6)).toEqual([
      'Activity statement,2026-11-20,2026-11-26',
      '',
      'Deposits,5000.00',
      'Withdrawals,1200.00',
      'Net position,-3800.00',
      'Bonuses,10.00',
    ]);
    expect(csv).toContain('All play,3,300.00,125.50,-174.50');
    expect(csv).toContain('2026-11-26,3,300.00,125.50,-174.50');
    expect(csv).toContain('Slots,3,300.00,125.50,-174.50');
  });

  test('speaks the member’s language', async () => {
    await i18n.changeLanguage('ne');
    const [title, , deposits] = statementRows(i18n.t, report, { from: '2026-11-20', to: '2026-11-26' });
    expect(title?.[0]).toBe('गतिविधि विवरण');
    expect(deposits).toEqual(['जम्मा गरिएको', '5000.00']);
  });
});
