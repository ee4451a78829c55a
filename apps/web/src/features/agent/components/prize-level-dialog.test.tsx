import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { PrizeLevelDialog } from './prize-level-dialog';

const OWN = { level: 9900, max: 10_000, min: 9000 };

/** The downline m1 as the server answers it after the change, at `level`. */
const detailAt = (level: number) => ({
  id: 5,
  username: 'm1',
  nickname: 'm1',
  type: 0,
  isAgent: false,
  upline: 'ag1',
  level: 1,
  directDownlines: 0,
  balance: 0,
  prizeLevel: level,
  status: 'active',
  createdAt: '2026-03-01T00:00:00Z',
  lastLoginAt: null,
  exclusion: null,
  path: ['m1'],
  deposits: 0,
  withdrawals: 0,
  validBet: 0,
  profitLoss: 0,
  contracts: [],
});

/** The dialog open on m1 (at 99.0 %) for an agent at 99.0 %, the server answering the PUT by `answer`. */
function renderDialog(answer: (level: number) => Response) {
  const onSaved = vi.fn();
  const api = mockApi((_url, init) => answer((JSON.parse(String(init.body)) as { level: number }).level));
  renderWithQuery(
    <PrizeLevelDialog target={{ username: 'm1', prizeLevel: 9900 }} own={OWN} onSaved={onSaved} onClose={() => undefined} />,
  );
  return { api, onSaved };
}

async function typeLevel(text: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Prize level (%)');
  await user.clear(field);
  if (text) await user.type(field, text);
  await user.keyboard('{Enter}');
}

describe('PrizeLevelDialog', () => {
  test("shows the downline's level, the agent's own and what the difference is, with the field focused", async () => {
    renderDialog(() => ok(detailAt(9900)));
    const field = await screen.findByLabelText('Prize level (%)');
    expect(field).toHaveValue(99);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('max', '99');
    expect(field).toHaveAttribute('min', '90');
    expect(field).toHaveAttribute('step', '0.1');
    expect(screen.getByTestId('own-prize-level')).toHaveTextContent('Your own level: 99.0 %');
    expect(screen.getByRole('dialog', { name: 'Prize level of m1' })).toHaveAccessibleDescription(
      "The difference between your level and m1's is your rebate on its lottery stakes.",
    );
  });

  test.each([
    ['99.5', 'At most your own level, 99.0 %.'],
    ['100', 'At most your own level, 99.0 %.'],
    ['89.9', 'Enter a level from 90.0 % to 99.0 %, in steps of 0.1.'],
    ['97.05', 'Enter a level from 90.0 % to 99.0 %, in steps of 0.1.'],
    ['', 'Enter a level from 90.0 % to 99.0 %, in steps of 0.1.'],
  ])('refuses %s without asking the server', async (text, message) => {
    const { api } = renderDialog(() => ok(detailAt(9900)));
    await typeLevel(text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Prize level (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  test.each([
    ['98.5', 9850],
    ['90', 9000],
    ['99.0', 9900],
  ])('sends %s %% as %i basis points and reports the saved level', async (text, level) => {
    const { api, onSaved } = renderDialog((l) => ok(detailAt(l)));
    await typeLevel(text);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('m1', level));
    expect(api.calls).toEqual([{ url: '/wps/agent/team/members/m1/prize-level', method: 'PUT', body: { level } }]);
  });

  test("shows the server's refusal in the agent's language", async () => {
    const { onSaved } = renderDialog(() => fail('LOTTERY_LEVEL_ABOVE_UPLINE', 400));
    await typeLevel('98');
    expect(await screen.findByTestId('prize-level-error')).toHaveTextContent('The prize level can be at most your own.');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
