import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { clearSession, setToken } from '@/lib/session';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { RequireRealMember } from './guards';

const open = vi.fn();
vi.mock('./modals', () => ({ useModals: () => ({ open }) }));

const member = { id: 1, account: 'demo01', isTrial: false, isAgent: false };

function renderGuard() {
  return renderWithQuery(
    <RequireRealMember fallback={<p>home</p>}>
      <p>member centre</p>
    </RequireRealMember>,
  );
}

afterEach(() => {
  clearSession();
  open.mockReset();
});

describe('RequireRealMember', () => {
  test('a guest gets the login popup and the home page', async () => {
    mockApi(() => fail('NOT_FOUND', 404));
    renderGuard();
    expect(await screen.findByText('home')).toBeTruthy();
    expect(open).toHaveBeenCalledWith('login');
  });

  test('a signed-in tab whose member info fails is not sent to log in: it sees the error and retries', async () => {
    let down = true;
    const { calls } = mockApi((url) =>
      url.startsWith('/wps/member/info')
        ? down
          ? fail('SERVICE_BUSY', 503)
          : ok({ ...member, passwordExpired: false })
        : fail('NOT_FOUND', 404),
    );
    setToken('t-1');
    renderGuard();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByText('home')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('member centre')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url.startsWith('/wps/member/info'))).toHaveLength(2);
  });
});
