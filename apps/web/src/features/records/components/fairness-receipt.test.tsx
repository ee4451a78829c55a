import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { FairnessReceipt } from '@jade/contract/games';
import type { BetRecord } from '@jade/contract/wallet';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { BetDetailDialog } from './bet-detail-dialog';

const bet: BetRecord = {
  id: 1,
  roundRef: 'GS12',
  vendor: 'INHOUSE',
  category: 'RNG',
  gameCode: 'INHOUSE-DICE',
  gameName: 'Dice',
  stake: 1000,
  win: 1980,
  profit: 980,
  status: 'SETTLED',
  result: 'Roll 63.21 over 50.00',
  detail: { engine: 'dice', gsRound: 12, serverSeedHash: 'ab', clientSeed: 'c', nonce: 4 },
  createdAt: '2026-01-02T03:04:05.000Z',
  settledAt: '2026-01-02T03:04:05.000Z',
};
const receipt: FairnessReceipt = {
  roundRef: 'GS12',
  gameCode: 'INHOUSE-DICE',
  gameName: 'Dice',
  engine: 'dice',
  params: {},
  bet: { stake: 1000, target: 5000, over: true },
  actions: [],
  stake: 1000,
  win: 1980,
  result: 'Roll 63.21 over 50.00',
  detail: { roll: 6321 },
  serverSeedHash: 'ab'.repeat(32),
  serverSeed: null,
  clientSeed: 'my-seed',
  nonce: 4,
  createdAt: '2026-01-02T03:04:05.000Z',
};

function renderDialog(b: BetRecord) {
  renderWithQuery(<BetDetailDialog bet={b} onClose={() => {}} />);
}

describe('fairness receipt in the betting record', () => {
  test('loads the receipt of an in-house round on demand and links to the verify page', async () => {
    const { fetch } = mockApi((url) => ok(url.includes('GS12') ? receipt : null));
    renderDialog(bet);
    const show = await screen.findByTestId('receipt-show');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(show);
    expect(await screen.findByTestId('receipt-nonce')).toHaveTextContent('4');
    expect(fetch).toHaveBeenCalledWith('/wps/game/fairness/GS12', expect.anything());
    expect(screen.getByTestId('receipt-server-seed')).toHaveTextContent('Not revealed yet');
    expect(screen.getByTestId('receipt-detail')).toHaveTextContent('my-seed');
    const link = screen.getByTestId('receipt-verify');
    expect(link).toHaveAttribute('href', '/seamless?verify=1&receipt=GS12');
    expect(link).toHaveAttribute('target', '_blank');
  });

  test('other vendors’ rounds have no receipt', async () => {
    renderDialog({ ...bet, vendor: 'PG', detail: { table: 3 } });
    expect(await screen.findByTestId('bet-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('fairness-receipt')).toBeNull();
  });
});
