import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { TransferUplinePage } from './transfer-upline-page';

// The payment password travels encrypted; here the body is looked at as it would be encrypted.
vi.mock('@jade/contract/crypto-encrypt', () => ({ encryptPayload: async (body: unknown) => body }));

describe('transfer to the upline', () => {
  test('says how much can be sent when the server refuses an amount above what can be spent', async () => {
    mockApi((url, init) => {
      if (url.startsWith('/wps/system/publicKey')) return ok({ kid: 'k1', alg: 'RSA-OAEP-256+A256GCM', spki: 'AAAA' });
      if (url.startsWith('/wps/wallet/upline')) return ok({ upline: 'agent01', balance: 500_000, hasPaymentPassword: true });
      if (url.startsWith('/wps/wallet/transfer-upline') && init.method === 'POST')
        // A locked bonus holds part of the balance back: only 200.00 can be spent.
        return fail('WITHDRAW_ABOVE_WITHDRAWABLE', 409, [{ path: 'amount', message: '20000' }]);
      return fail('NOT_FOUND', 404);
    });
    renderWithQuery(
      <MemoryRouter>
        <TransferUplinePage symbol="NPR" />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount'), '1000');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/You can send at most Rs 200\.00\./)).toBeInTheDocument();
    expect(screen.queryByText(/withdraw/i)).toBeNull();
  });
});
