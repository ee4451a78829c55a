import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/test/i18n-point-mall';
import { fail } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { formatMoney } from '@/lib/money';
import { mallApi, TIERS } from '../points.fixtures';
import { ConvertForm } from './convert-form';

// The payment password travels encrypted; here the body is looked at as it would be encrypted.
vi.mock('@jade/contract/crypto-encrypt', () => ({ encryptPayload: async (body: unknown) => body }));

function renderForm(post?: (url: string) => Response | undefined) {
  const api = mallApi({ points: 60_000, balance: 100_000, items: [] }, post);
  renderWithQuery(
    <MemoryRouter>
      <ConvertForm tiers={TIERS} points={60_000} money={(m) => formatMoney(m, 'NPR')} securityPath="/" onTrialBlocked={vi.fn()} />
    </MemoryRouter>,
  );
  return { api, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof mallApi>) => api.calls.filter((c) => c.method === 'POST');

describe('ConvertForm', () => {
  test('previews the money at the tier the amount reaches, and says the least and the most', async () => {
    const { user } = renderForm();
    const field = screen.getByLabelText('Points to convert');
    await user.type(field, '50');
    expect(screen.getByText('Convert at least 100 points.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '999');
    expect(screen.getByTestId('convert-preview')).toHaveTextContent(
      'You receive Rs 9.99 (Rs 1.00 per 100 points, the rate from 100 points).',
    );
    await user.clear(field);
    await user.type(field, '1,000');
    expect(screen.getByTestId('convert-preview')).toHaveTextContent(
      'You receive Rs 12.00 (Rs 1.20 per 100 points, the rate from 1,000 points).',
    );
    await user.clear(field);
    await user.type(field, '70000');
    expect(screen.getByText('You have 60,000 points.')).toBeInTheDocument();
  });

  test('a double press converts once with the payment password and shows the new balance', async () => {
    const { api, user } = renderForm();
    await user.type(screen.getByLabelText('Points to convert'), '1000');
    await user.type(screen.getByLabelText('Payment password'), '123456');
    const button = screen.getByRole('button', { name: 'Convert' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('convert-done')).toHaveTextContent(
      '1,000 points converted to Rs 12.00. Your balance: Rs 1,012.00. Points left: 59,000.',
    );
    expect(posts(api)).toHaveLength(1);
    expect(posts(api)[0]!.body).toMatchObject({ points: 1_000, paymentPassword: '123456' });
  });

  test('a wrong payment password is said and nothing is converted', async () => {
    const { user } = renderForm(() => fail('PAYMENT_PASSWORD_WRONG', 403, [{ path: 'paymentPassword', message: 'wrong' }]));
    await user.type(screen.getByLabelText('Points to convert'), '1000');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByTestId('convert-error')).toHaveTextContent(/payment password/i);
    expect(screen.queryByTestId('convert-done')).toBeNull();
  });
});
