import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import type { ContractKind } from '@jade/contract/agents';
import { ApiError } from '@/lib/api-client';
import { loadSection } from '@/lib/i18n';
import {
  addTier,
  draftsOf,
  emptyTier,
  MAX_TIERS,
  parseRate,
  refusedFields,
  removeTier,
  toTiers,
  type TierDraft,
} from './contract-tier-draft';
import { ContractTierEditor } from './contract-tier-editor';

beforeAll(() => loadSection('ops'));

const tier = (over: Partial<TierDraft> = {}): TierDraft => ({ ...emptyTier(), rate: '1', ...over });

/** The editor with its state, and what it would send. */
function Harness({ kind = 'DAILY_SALARY' as ContractKind, showErrors = false, refused = new Set<string>() }) {
  const [tiers, setTiers] = useState<TierDraft[]>(() => [tier()]);
  return (
    <>
      <ContractTierEditor kind={kind} tiers={tiers} onChange={setTiers} showErrors={showErrors} refused={refused} />
      <output data-testid="sent">{JSON.stringify(toTiers(tiers, kind))}</output>
    </>
  );
}
const sent = () => JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as unknown;

describe('the console’s contract tiers', () => {
  test('adds tiers up to 10 from the last one’s conditions, and removes them down to 1', () => {
    let list = [tier({ activeMembers: '5', validBet: '1000' })];
    list = addTier(list);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ activeMembers: '5', validBet: '1000', rate: '' });
    expect(list[1]!.key).not.toBe(list[0]!.key);
    for (let i = 0; i < 20; i++) list = addTier(list);
    expect(list).toHaveLength(MAX_TIERS);
    const second = list[1]!.key;
    list = removeTier(list, second);
    expect(list.map((d) => d.key)).not.toContain(second);
    while (list.length > 1) list = removeTier(list, list[0]!.key);
    expect(removeTier(list, list[0]!.key)).toHaveLength(1);
  });

  test('checks each tier against the contract schema and sends minor units and basis points', () => {
    expect([parseRate('2.5'), parseRate('0'), parseRate('100'), parseRate('100.01'), parseRate('1.234'), parseRate('x')]).toEqual(
      [250, 0, 10_000, null, null, null],
    );
    const two = [tier({ rate: '1.5' }), tier({ activeMembers: '10', validBet: '2,000.5', profitLoss: '300', rate: '2.25' })];
    expect(toTiers(two, 'DAILY_SALARY')).toEqual([
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 150 },
      { activeMembers: 10, validBet: 200_050, profitLoss: 0, rate: 225 },
    ]);
    expect(toTiers(two, 'DIVIDEND')?.[1]).toMatchObject({ profitLoss: 30_000 });
    for (const bad of [
      { activeMembers: '1.5' },
      { activeMembers: '1000001' },
      { validBet: '10000000000.01' },
      { validBet: '-1' },
      { rate: '' },
      { rate: '101' },
    ])
      expect(toTiers([tier(), tier(bad)], 'DAILY_SALARY'), JSON.stringify(bad)).toBeNull();
    // The net loss is a dividend's condition only.
    expect(toTiers([tier({ profitLoss: 'x' })], 'DAILY_SALARY')).not.toBeNull();
    expect(toTiers([tier({ profitLoss: 'x' })], 'DIVIDEND')).toBeNull();
    expect(toTiers([], 'DAILY_SALARY')).toBeNull();
    expect(
      toTiers(
        Array.from({ length: 11 }, () => tier()),
        'DAILY_SALARY',
      ),
    ).toBeNull();
  });

  test('starts from a saved contract’s tiers and reads the fields the server refused', () => {
    const drafts = draftsOf([
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 150 },
      { activeMembers: 3, validBet: 100_050, profitLoss: 5, rate: 1_000 },
    ]);
    expect(drafts.map(({ key: _, ...d }) => d)).toEqual([
      { activeMembers: '0', validBet: '0.00', profitLoss: '0.00', rate: '1.50' },
      { activeMembers: '3', validBet: '1000.50', profitLoss: '0.05', rate: '10.00' },
    ]);
    expect(draftsOf([])).toHaveLength(1);
    const err = new ApiError('VALIDATION_FAILED', 400, 'bad', [
      { path: 'tiers.1.rate', message: 'too big' },
      { path: 'kind', message: 'x' },
    ]);
    expect([...refusedFields(err)]).toEqual(['1.rate']);
    expect(refusedFields(new Error('x')).size).toBe(0);
  });

  test('works from the keyboard: a new tier takes the focus, its errors are named, removing hands the focus back', async () => {
    const user = userEvent.setup();
    render(<Harness refused={new Set(['0.validBet'])} />);
    expect(screen.getByRole('group', { name: 'Tier 1' })).toHaveTextContent('The server refused this value.');
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const second = screen.getByRole('group', { name: 'Tier 2' });
    expect(second.querySelector('input')).toHaveFocus();
    expect(sent()).toBeNull(); // tier 2 has no rate yet
    await user.tab();
    await user.tab();
    await user.keyboard('250');
    expect(screen.getByText('Enter a rate from 0 to 100 with at most two decimals.')).toBeVisible();
    await user.keyboard('{Backspace}{Backspace}.5');
    expect(sent()).toEqual([
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 100 },
      { activeMembers: 0, validBet: 0, profitLoss: 0, rate: 250 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove tier 2' }));
    expect(screen.queryByRole('group', { name: 'Tier 2' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Tier 1' }).querySelector('input')).toHaveFocus();
  });
});
