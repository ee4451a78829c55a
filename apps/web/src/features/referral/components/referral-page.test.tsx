import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { ReferralOverview } from '@jade/contract/referrals';
import '@/test/i18n-referral';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { LINK, OVERVIEW } from '../referral.fixtures';
import { ReferralPage } from './referral-page';

const ORIGIN = window.location.origin;

/** The page against a server holding `overview`; link writes are answered by `write` (default: the link changed). */
function renderPage(
  overview: ReferralOverview | Response = OVERVIEW,
  write?: (url: string, body: Record<string, unknown>) => Response,
) {
  const api = mockApi((url, init) => {
    if (url === '/wps/referral') return overview instanceof Response ? overview.clone() : ok(overview);
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    if (write) return write(url, body);
    return ok({ ...LINK, ...body });
  });
  renderWithQuery(
    <MemoryRouter>
      <ReferralPage symbol="NPR" rewardsPath="/member?page=rewardCenter" />
    </MemoryRouter>,
  );
  return api;
}

/** The clipboard, answering `writeText` as the browser would (or refusing it). */
function clipboard(refuse = false) {
  const writeText = vi.fn(() => (refuse ? Promise.reject(new Error('denied')) : Promise.resolve()));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('ReferralPage', () => {
  test('shows the code, the default link, the friends, the managed links and the rules in words', async () => {
    renderPage();
    expect(await screen.findByTestId('referral-code-value')).toHaveTextContent('a1b2c3d4e5');
    const code = screen.getByTestId('referral-code');
    expect(code).toHaveTextContent(`${ORIGIN}/register?referralCode=a1b2c3d4e5`);
    expect(within(code).getByTestId('referral-default-uses')).toHaveTextContent('1 friend registered');
    expect(await within(code).findByTitle('QR code of Default link')).toBeInTheDocument();
    const summary = screen.getByTestId('referral-summary');
    expect(summary).toHaveTextContent('Registered4');
    expect(summary).toHaveTextContent('Qualified1');
    expect(summary).toHaveTextContent('Rewards earnedRs 100.00');
    const link = screen.getByTestId('referral-link');
    expect(within(link).getByRole('heading', { name: 'Facebook group' })).toBeInTheDocument();
    expect(link).toHaveTextContent(`${ORIGIN}/register?referralCode=K7QW2MZP4R`);
    expect(within(link).getByTestId('referral-link-uses')).toHaveTextContent('3 friends registered');
    expect(await within(link).findByTitle('QR code of Facebook group')).toBeInTheDocument();
    const rules = screen.getByTestId('referral-rules');
    expect(rules).toHaveTextContent(
      'You get Rs 100.00 for each friend who signs up with your code or link, once their first deposit is at least Rs 500.00 and their valid bets reach Rs 2,000.00 in total.',
    );
    expect(rules).toHaveTextContent('bet 1 times its amount');
    expect(rules).toHaveTextContent('within 7 days');
    expect(within(rules).getByRole('link', { name: 'Go to the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
  });

  test('copying the code or a link confirms it in a dialog; a refused clipboard leaves the text to copy', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('a1b2c3d4e5');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied to the clipboard:');
    expect(within(dialog).getByRole('textbox')).toHaveValue('a1b2c3d4e5');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    clipboard(true);
    await user.click(screen.getByRole('button', { name: 'Copy link Facebook group' }));
    const refused = await screen.findByRole('dialog', { name: 'Copied' });
    expect(within(refused).getByRole('status')).toHaveTextContent('did not allow copying');
    expect(within(refused).getByRole('textbox')).toHaveValue(`${ORIGIN}/register?referralCode=K7QW2MZP4R`);
  });

  test('creates a labelled link, naming an empty or long label before anything is sent', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    const links = await screen.findByTestId('referral-links');
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    expect(await within(links).findByRole('alert')).toHaveTextContent('Enter a label.');
    await user.type(within(links).getByLabelText('Link label'), 'x'.repeat(41));
    expect(within(links).getByRole('alert')).toHaveTextContent('At most 40 characters.');
    await user.clear(within(links).getByLabelText('Link label'));
    await user.type(within(links).getByLabelText('Link label'), '  Cousins ');
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    await vi.waitFor(() => expect(within(links).getByLabelText('Link label')).toHaveValue(''));
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes).toEqual([{ url: '/wps/referral/links', method: 'POST', body: { label: 'Cousins' } }]);
    expect(api.calls.filter((c) => c.url === '/wps/referral')).toHaveLength(2); // read again after
  });

  test('renames a link and turns it off; a refusal says why', async () => {
    const user = userEvent.setup();
    const api = renderPage(OVERVIEW, (url, body) =>
      url.endsWith('/links') ? fail('REFERRAL_LINK_LIMIT', 409) : ok({ ...LINK, ...body }),
    );
    const link = await screen.findByTestId('referral-link');
    await user.click(within(link).getByRole('button', { name: 'Rename Facebook group' }));
    const field = within(link).getByLabelText('New label');
    expect(field).toHaveValue('Facebook group');
    await user.clear(field);
    await user.type(field, 'Family');
    await user.click(within(link).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(within(link).queryByLabelText('New label')).toBeNull());
    await user.click(within(link).getByRole('button', { name: 'Turn off Facebook group' }));
    await vi.waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ label: 'Family' }, { enabled: false }]);
    expect(api.calls.filter((c) => c.method === 'PUT')[0]!.url).toBe('/wps/referral/links/7');

    const links = screen.getByTestId('referral-links');
    await user.type(within(links).getByLabelText('Link label'), 'One more');
    await user.click(within(links).getByRole('button', { name: 'Create link' }));
    expect(await within(links).findByRole('alert')).toHaveTextContent(
      'You have reached the most referral links you can make (20).',
    );
  });

  test('says so while loading and when there are no links yet', async () => {
    renderPage({ ...OVERVIEW, links: [] });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByText('No links yet. Make one for each place you share your invitation.')).toBeInTheDocument();
  });

  test('a refused overview shows the reason with a retry', async () => {
    renderPage(fail('FEATURE_DISABLED', 403));
    expect(await screen.findByRole('alert')).toHaveTextContent('This feature is not available.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
