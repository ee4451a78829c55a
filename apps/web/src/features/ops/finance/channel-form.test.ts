import { describe, expect, test } from 'vitest';
import { OpsChannelInput } from '@jade/contract/payments';
import { toggledBody } from './channel-form';

const bank = {
  id: 3,
  kind: 'BANK' as const,
  name: 'Nabil Bank',
  minAmount: 10_000,
  maxAmount: 5_000_000,
  fee: { percentBp: 150, fixed: 1_000 },
  sort: 2,
  bank: { bankName: 'Nabil Bank', accountName: 'Jade Ltd', accountNumber: '0011223344', branch: 'Kathmandu' },
  enabled: true,
  gatewayProvider: null,
};

describe('a channel as the form sends it', () => {
  test('switching a bank channel sends it as it is, hidden, in the contract’s terms (1.50 % stays 150 bp)', () => {
    const body = toggledBody(bank);
    expect(OpsChannelInput.parse(body)).toMatchObject({
      kind: 'BANK',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      fee: { percentBp: 150, fixed: 1_000 },
      sort: 2,
      enabled: false,
      bank: bank.bank,
      gateway: null,
    });
  });
});
