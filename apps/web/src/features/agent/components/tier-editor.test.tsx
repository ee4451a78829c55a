import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import type { ContractKind, ContractTier } from '@jade/contract/agents';
import '@/lib/i18n';
import { emptyTier, ownRates, parseRate, toTiers, type TierDraft } from './tier-draft';
import { TierEditor } from './tier-editor';

/** The editor with its state, and what it would send (own rate 3 %). */
function Harness({ kind = 'DAILY_SALARY', showErrors = false }: { kind?: ContractKind; showErrors?: boolean }) {
  const [tiers, setTiers] = useState<TierDraft[]>(() => [emptyTier()]);
  const parsed: ContractTier[] | null = toTiers(tiers, kind, 300);
  return (
    <>
      <TierEditor kind={kind} tiers={tiers} onChange={setTiers} maxRate={300} showErrors={showErrors} legend="Tiers" />
      <output data-testid="parsed">{JSON.stringify(parsed)}</output>
    </>
  );
}

const parsed = () => JSON.parse(screen.getByTestId('parsed').textContent ?? 'null') as ContractTier[] | null;

describe('tier drafts', () => {
  test('reads a rate in % with up to 2 decimals as basis points, by its digits', () => {
    expect(parseRate('2')).toBe(200);
    expect(parseRate('2.5')).toBe(250);
    expect(parseRate(' 0.05 ')).toBe(5);
    expect(parseRate('0.29')).toBe(29);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('2.555')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('')).toBeNull();
  });

  test('sends amounts in minor units, net loss only for a dividend, and refuses a rate above the own one', () => {
    const draft = { ...emptyTier(), activeMembers: '5', validBet: '1,000.5', profitLoss: '20', rate: '1.25' };
    expect(toTiers([draft], 'DAILY_SALARY', 300)).toEqual([{ activeMembers: 5, validBet: 100050, profitLoss: 0, rate: 125 }]);
    expect(toTiers([draft], 'DIVIDEND', 300)).toEqual([{ activeMembers: 5, validBet: 100050, profitLoss: 2000, rate: 125 }]);
    expect(toTiers([{ ...draft, rate: '3.01' }], 'DAILY_SALARY', 300)).toBeNull();
    expect(toTiers([{ ...draft, rate: '0' }], 'DAILY_SALARY', 300)).toBeNull();
    expect(toTiers([{ ...draft, activeMembers: '1.5' }], 'DAILY_SALARY', 300)).toBeNull();
    expect(toTiers([], 'DAILY_SALARY', 300)).toBeNull();
  });

  test('the own rates are the highest tier of each running contract', () => {
    const c = (kind: ContractKind, status: 'ACTIVE' | 'TERMINATION_REQUESTED' | 'OFFERED', rates: number[]) => ({
      id: 1,
      kind,
      period: null,
      tiers: rates.map((rate) => ({ activeMembers: 0, validBet: 0, profitLoss: 0, rate })),
      status,
      upline: null,
      agent: 'agent01',
      terminationRequestedBy: null,
      createdAt: '2026-03-01T00:00:00Z',
      acceptedAt: null,
    });
    expect(
      ownRates([
        c('DAILY_SALARY', 'ACTIVE', [100, 300]),
        c('DIVIDEND', 'TERMINATION_REQUESTED', [500]),
        c('HOURLY_SALARY', 'OFFERED', [9]),
      ]),
    ).toEqual({ DAILY_SALARY: 300, DIVIDEND: 500 });
  });
});

describe('TierEditor', () => {
  test('converts the typed rate and amounts, and hints at the own rate', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('At most 3 %')).toBeInTheDocument();
    const rate = screen.getByLabelText(/^Rate in %/);
    expect(rate).toHaveAccessibleName('Rate in % (tier 1)');
    expect(rate).toHaveAccessibleDescription(/At most 3 %/);
    expect(screen.queryByLabelText(/^Net loss/)).not.toBeInTheDocument();
    await user.type(rate, '2.5');
    await user.clear(screen.getByLabelText('Valid bet (tier 1)'));
    await user.type(screen.getByLabelText('Valid bet (tier 1)'), '150.25');
    await user.clear(screen.getByLabelText('Active members (tier 1)'));
    await user.type(screen.getByLabelText('Active members (tier 1)'), '3');
    expect(parsed()).toEqual([{ activeMembers: 3, validBet: 15025, profitLoss: 0, rate: 250 }]);

    await user.clear(rate);
    await user.type(rate, '3.5');
    expect(parsed()).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Above your own rate: at most 3 %');
    expect(rate).toHaveAttribute('aria-invalid', 'true');
  });

  test('adds rows up to 10 and removes them down to 1', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add tier' });
    expect(screen.getByRole('button', { name: 'Remove tier 1' })).toBeDisabled();
    await user.click(add);
    expect(screen.getAllByTestId('tier-row')).toHaveLength(2);
    await user.type(screen.getByLabelText('Rate in % (tier 2)'), '1');
    await user.click(screen.getByRole('button', { name: 'Remove tier 1' }));
    expect(screen.getAllByTestId('tier-row')).toHaveLength(1);
    // The remaining row is the former second one, renumbered.
    expect(screen.getByLabelText('Rate in % (tier 1)')).toHaveValue('1');
    for (let i = 0; i < 9; i++) await user.click(add);
    expect(screen.getAllByTestId('tier-row')).toHaveLength(10);
    expect(add).toBeDisabled();
    expect(screen.getByText('At most 10 tiers')).toBeInTheDocument();
  });

  test('asks the net loss of a dividend tier, and shows untouched problems after a submit', () => {
    render(<Harness kind="DIVIDEND" showErrors />);
    expect(screen.getByLabelText('Net loss (tier 1)')).toHaveValue('0');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a rate above 0 with at most 2 decimals');
  });
});
