import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import type { PromotionItem } from '@jade/contract/promotions';
import '@/test/i18n-promotions';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import type { Viewer } from '../promotion-state';
import { APP_DOWNLOAD, APPLY, FIRST_DEPOSIT, NEWBIE, RANKING, RELOAD, SIGN_IN } from '../promotions.fixtures';
import { PromotionsPage } from './promotions-page';

/** The page against a server listing `list` (read at each call); join and sign are answered by `act`. */
function renderPage(
  list: PromotionItem[] | null,
  viewer: Viewer,
  act: (url: string) => Response = () => fail('INTERNAL_ERROR', 500),
) {
  const api = mockApi((url) => {
    if (url.startsWith('/wps/promotions?')) return list ? ok({ list }) : fail('INTERNAL_ERROR', 500);
    return act(url);
  });
  const handlers = { onNeedLogin: vi.fn(), onNeedRegister: vi.fn(), onTrialBlocked: vi.fn() };
  renderWithQuery(
    <MemoryRouter initialEntries={['/promotions']}>
      <PromotionsPage
        token={viewer === 'guest' ? null : 'token'}
        viewer={viewer}
        currency="NPR"
        imageHost="/"
        rewardsPath="/member?page=rewardCenter"
        securityPath="/member?page=securityCenter"
        depositPath="/member?page=depositv2"
        appPath="/appDownload"
        {...handlers}
      />
    </MemoryRouter>,
  );
  return { api, ...handlers, user: userEvent.setup() };
}

const posts = (api: ReturnType<typeof mockApi>) => api.calls.filter((c) => c.method === 'POST').map((c) => c.url);

describe('PromotionsPage', () => {
  test('shows the cards with period and state, and filters by the types present', async () => {
    const { user } = renderPage([FIRST_DEPOSIT, { ...RELOAD, state: 'COMING_SOON' }, SIGN_IN], 'member');
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(3);
    const filter = screen.getByRole('group', { name: 'Promotion type' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Other', 'Deposit']);
    const reload = screen.getAllByTestId('promotion-card')[1]!;
    expect(within(reload).getByTestId('promotion-state')).toHaveTextContent('Coming soon');
    expect(reload).toHaveTextContent(/Jan 1, 2026 – Dec 31, 2026/);
    expect(screen.getAllByTestId('promotion-card')[0]).toHaveTextContent('From Jan 1, 2026, no end date');
    await user.click(within(filter).getByRole('button', { name: 'Other' }));
    expect(within(filter).getByRole('button', { name: 'Other' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByTestId('promotion-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Daily sign-in' })).toBeInTheDocument();
  });

  test('opens the details with the rules and terms, and a guest’s Join asks to log in without calling', async () => {
    const { api, user, onNeedLogin } = renderPage([{ ...FIRST_DEPOSIT, progress: null }], 'guest');
    await user.click(await screen.findByRole('button', { name: 'First deposit bonus' }));
    const dialog = await screen.findByRole('dialog', { name: 'First deposit bonus' });
    expect(within(dialog).getByText('first deposit')).toBeInTheDocument();
    expect(within(dialog).getByTestId('promotion-terms')).toHaveTextContent('Bonus: 100% of your deposit, up to Rs 1,000.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(onNeedLogin).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(api)).toEqual([]);
  });

  test('a trial account is shown the real-account prompt instead of a call', async () => {
    const { api, user, onTrialBlocked } = renderPage([SIGN_IN], 'trial');
    await user.click(await screen.findByRole('button', { name: 'Daily sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in today' }));
    expect(onTrialBlocked).toHaveBeenCalledOnce();
    expect(posts(api)).toEqual([]);
  });

  test('a member joins once, and the button then says Joined', async () => {
    const list = [FIRST_DEPOSIT];
    const { api, user } = renderPage(list, 'member', () => {
      list[0] = { ...FIRST_DEPOSIT, state: 'JOINED' };
      return ok(list[0]);
    });
    await user.click(await screen.findByRole('button', { name: 'First deposit bonus' }));
    const dialog = await screen.findByRole('dialog');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByRole('button', { name: 'Joined' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('You have joined.');
    expect(posts(api)).toEqual(['/wps/promotions/1/join']);
  });

  test('a ranking shows its leaderboard; a member joins and the board is read again with their place', async () => {
    const list = [RANKING];
    const me = { rank: 1, name: 'me***er', validBet: 0, prize: 0 };
    const { api, user } = renderPage(list, 'member', (url) => {
      if (url.endsWith('/ranking')) return ok({ list: list[0]!.state === 'JOINED' ? [me] : [], me: null, final: false });
      list[0] = { ...RANKING, state: 'JOINED' };
      return ok(list[0]);
    });
    await user.click(await screen.findByRole('button', { name: 'Slots race' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No one yet: join and be the first on the board.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByRole('button', { name: 'Joined' })).toBeDisabled();
    expect(within(dialog).getByText(/Your valid bets from now count/)).toBeInTheDocument();
    expect(await within(dialog).findByText('me***er')).toBeInTheDocument();
    expect(posts(api)).toEqual(['/wps/promotions/6/join']);
  });

  test('a member signs in for today: the days show today and the streak, then the reward waits in the reward centre', async () => {
    const list = [SIGN_IN];
    const signed = {
      ...SIGN_IN,
      state: 'SIGNED' as const,
      progress: { joinedAt: null, streak: 3, signedToday: true, application: null, applications: 0, unmet: [] },
    };
    const { user } = renderPage(list, 'member', () => {
      list[0] = signed;
      return ok({ promotion: signed, reward: 300 });
    });
    await user.click(await screen.findByRole('button', { name: 'Daily sign-in' }));
    const dialog = await screen.findByRole('dialog');
    const today = within(dialog).getByTestId('sign-in-days').querySelector('[aria-current="date"]');
    expect(today).toHaveTextContent('Day 3Rs 3.00Today');
    expect(within(dialog).getByTestId('sign-in-streak')).toHaveTextContent('Your streak: 2 days');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in today' }));
    expect(await within(dialog).findByRole('button', { name: 'Signed today' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Signed in: Rs 3.00 is waiting in the reward centre.');
    expect(within(dialog).getByRole('link', { name: 'Go to the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
  });

  test('a rejected application shows the operator’s remark, and Apply again opens the application in place of the details', async () => {
    const rejected: PromotionItem = {
      ...APPLY,
      progress: {
        ...APPLY.progress!,
        application: { status: 'REJECTED', remark: 'Big win', decisionRemark: 'Blurry image', time: '2026-03-01T10:00:00.000Z' },
      },
    };
    const { api, user } = renderPage([rejected], 'member');
    expect(await screen.findByTestId('promotion-state')).toHaveTextContent('Rejected');
    await user.click(screen.getByRole('button', { name: 'Share your big win' }));
    const detail = await screen.findByRole('dialog', { name: 'Share your big win' });
    expect(within(detail).getByTestId('application-note')).toHaveTextContent('Your application was rejected: Blurry image');
    await user.click(within(detail).getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('dialog', { name: 'Apply: Share your big win' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Share your big win' })).toBeNull();
    expect(posts(api)).toEqual([]);
  });

  test('a newbie promotion asks a guest to register or log in, and never joins', async () => {
    const { api, user, onNeedRegister, onNeedLogin } = renderPage([{ ...NEWBIE, state: 'JOIN', progress: null }], 'guest');
    await user.click(await screen.findByRole('button', { name: 'Welcome reward' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('newbie-note')).toHaveTextContent('For new members: register to take part');
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(onNeedRegister).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Welcome reward' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(onNeedLogin).toHaveBeenCalledOnce();
    expect(posts(api)).toEqual([]);
  });

  test('a waiting newbie reward lists what is missing with where to do it; a due one links to the reward centre', async () => {
    const list = [NEWBIE];
    const { user } = renderPage(list, 'member');
    await user.click(await screen.findByRole('button', { name: 'Welcome reward' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Waiting for the conditions' })).toBeDisabled();
    const note = within(dialog).getByTestId('newbie-note');
    expect(note).toHaveTextContent('Still to do, within 7 days of registering:');
    expect(note).toHaveTextContent('Make a first deposit of at least Rs 500.00.');
    expect(within(note).getByRole('link', { name: 'Go to the security centre' })).toHaveAttribute(
      'href',
      '/member?page=securityCenter',
    );
    expect(within(note).getByRole('link', { name: 'Deposit now' })).toHaveAttribute('href', '/member?page=depositv2');
  });

  test('an app-download reward offers the app, says once per person, and shows it issued or refused', async () => {
    const { api, user } = renderPage([APP_DOWNLOAD], 'member');
    await user.click(await screen.findByRole('button', { name: 'Lite app gift' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/appDownload');
    const terms = within(dialog).getByTestId('promotion-terms');
    expect(terms).toHaveTextContent('Install the app and open it signed in: Rs 50.00 goes to your reward centre the first time.');
    expect(terms).toHaveTextContent('Once per person');
    expect(posts(api)).toEqual([]);
  });

  test('an app-download reward already given says Issued', async () => {
    renderPage([{ ...APP_DOWNLOAD, state: 'ISSUED' }], 'member');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lite app gift' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Issued' })).toBeDisabled();
  });

  test('an app-download reward refused to a second account of the same person says once per person', async () => {
    renderPage([{ ...APP_DOWNLOAD, state: 'REJECTED' }], 'member');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Lite app gift' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Once per person' })).toBeDisabled();
  });

  test('a waiting newbie reward lists only the conditions still unmet', async () => {
    const { user } = renderPage([{ ...NEWBIE, progress: { ...NEWBIE.progress!, unmet: ['deposit'] } }], 'member');
    await user.click(await screen.findByRole('button', { name: 'Welcome reward' }));
    const note = within(await screen.findByRole('dialog')).getByTestId('newbie-note');
    expect(within(note).getAllByRole('listitem')).toHaveLength(1);
    expect(note).toHaveTextContent('Make a first deposit of at least Rs 500.00.');
    expect(note).not.toHaveTextContent('Verify your mobile number.');
    expect(within(note).queryByRole('link', { name: 'Go to the security centre' })).toBeNull();
  });

  test('a due newbie reward says so on its card and links to the reward centre', async () => {
    const { user } = renderPage([{ ...NEWBIE, state: 'CLAIM' }], 'member');
    expect(await screen.findByTestId('promotion-state')).toHaveTextContent('Reward due');
    await user.click(screen.getByRole('button', { name: 'Welcome reward' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Collect in the reward centre' })).toHaveAttribute(
      'href',
      '/member?page=rewardCenter',
    );
  });

  test('a refusal is said in the reader’s language', async () => {
    const { user } = renderPage([RELOAD], 'member', () => fail('PROMOTION_NOT_ELIGIBLE', 403));
    await user.click(await screen.findByRole('button', { name: 'Reload bonus' }));
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account cannot take part in this promotion.');
  });

  test('says so when there is no promotion', async () => {
    renderPage([], 'guest');
    expect(await screen.findByText('No promotions of this type right now.')).toBeInTheDocument();
  });

  test('a failed list shows the error and reads again on retry', async () => {
    const { user } = renderPage(null, 'guest');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    mockApi(() => ok({ list: [FIRST_DEPOSIT] }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(1);
  });
});
