import { createHash } from 'node:crypto';
import { expect, test } from '../fixtures';
import { MEMBER_PASSWORD, newMember } from '../members';
import { deposit, openPromotion, OpsPromotions, playDice, rs } from '../promotions-ops';

const stamp = () => Date.now().toString().slice(-6);

test('a ranking: the board shows the member’s rank after real rounds, and once settled the prize waits in the reward centre', async ({
  page,
  ops,
  request,
}) => {
  test.slow();
  const promotions = new OpsPromotions(request);
  const title = `Dice race ${stamp()}`;
  const ranking = await promotions.create(title, 'RANKING', {
    kind: 'RANKING',
    prizes: [500_00, 200_00],
    minValidBet: 0,
    turnoverMultiple: 2,
    categories: ['INHOUSE'],
    claimDays: 7,
  });
  try {
    await newMember(page, ops, 'rk', { funds: 500_000 });
    let detail = await openPromotion(page, title);
    await expect(detail.getByTestId('ranking-board')).toContainText('No one yet');
    await detail.getByRole('button', { name: 'Join' }).click();
    await expect(detail.getByRole('button', { name: 'Joined' })).toBeDisabled();
    await expect(detail.getByRole('status')).toContainText('count toward your place on the board');

    const staked = await playDice(page, 3);
    expect(staked).toBeGreaterThan(0);
    detail = await openPromotion(page, title);
    const board = detail.getByTestId('ranking-board');
    await expect(board.getByTestId('ranking-status')).toHaveText('Live standings: the board updates as bets settle.');
    const mine = board.locator('tr[aria-current="true"]');
    await expect(mine).toContainText('You');
    await expect(mine.locator('td').nth(0)).toHaveText('1');
    await expect(mine.locator('td').nth(2)).toHaveText(rs(staked));
    await expect(mine.locator('td').nth(3)).toHaveText('Rs 500.00');

    // The operator ends the ranking and pays its prizes at once (the job would after its grace).
    await promotions.endAndSettle(ranking);
    detail = await openPromotion(page, title);
    await expect(detail.getByTestId('ranking-status')).toHaveText(
      "Final results: the prizes have been paid to the winners' reward centres.",
    );
    await expect(detail.getByRole('button', { name: 'Ended' })).toBeDisabled();

    await page.goto('/member?page=rewardCenter');
    const centre = page.getByTestId('reward-centre');
    const reward = centre.getByTestId('reward-item').filter({ hasText: title });
    await expect(reward.getByTestId('reward-amount')).toHaveText('Rs 500.00');
    await reward.getByRole('button', { name: `Claim ${title}` }).dblclick();
    await expect(centre.getByTestId('reward-claimed')).toContainText('Rs 500.00 added to your balance.');
    await centre.getByRole('tab', { name: 'History' }).click();
    await expect(centre.getByRole('progressbar', { name: title })).toHaveAttribute('aria-valuemax', '100000');
  } finally {
    await promotions.disable(ranking);
  }
});

test('a raffle: tickets from real bets, a provably fair draw after the end, and the winner claims the prize', async ({
  page,
  ops,
  request,
}) => {
  test.slow();
  const promotions = new OpsPromotions(request);
  const title = `Lucky dice ${stamp()}`;
  const raffle = await promotions.create(title, 'OTHER', {
    kind: 'RAFFLE',
    ticketPer: 1_00,
    prizes: [300_00],
    turnoverMultiple: 1,
    categories: ['INHOUSE'],
    claimDays: 7,
  });
  try {
    await newMember(page, ops, 'rf', { funds: 500_000 });
    let detail = await openPromotion(page, title);
    await detail.getByRole('button', { name: 'Join' }).click();
    await expect(detail.getByRole('button', { name: 'Joined' })).toBeDisabled();
    const hash = (await detail.getByTestId('raffle-hash').textContent()) ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);

    const staked = await playDice(page, 3);
    const tickets = Math.floor(staked / 1_00);
    expect(tickets).toBeGreaterThan(0);
    detail = await openPromotion(page, title);
    await expect(detail.getByTestId('raffle-my-tickets')).toHaveText(String(tickets));
    await expect(detail.getByTestId('raffle-status')).toHaveText('The draw takes place when the promotion ends.');

    await promotions.endAndSettle(raffle);
    detail = await openPromotion(page, title);
    const seed = (await detail.getByTestId('raffle-seed').textContent()) ?? '';
    expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
    await expect(detail.getByTestId('raffle-hash')).toHaveText(hash);
    const winner = detail.getByTestId('raffle-winner');
    await expect(winner).toHaveCount(1);
    await expect(winner).toHaveAttribute('aria-current', 'true');
    await expect(winner).toContainText('Rs 300.00');

    const balance = page.getByTestId('header-balance');
    const before = (await balance.textContent()) ?? '';
    await detail.getByTestId('raffle-claim').dblclick();
    await expect(detail.getByTestId('raffle-claimed')).toHaveText(
      'Claimed: Rs 300.00 is in your wallet (withdrawable once its turnover is met).',
    );
    await expect(balance).not.toHaveText(before);
    await expect(winner.locator('td').nth(3)).toHaveText('Claimed');
    await expect(detail.getByTestId('raffle-claim')).toHaveCount(0);
    await page.goto('/member?page=rewardCenter');
    const centre = page.getByTestId('reward-centre');
    await centre.getByRole('tab', { name: 'History' }).click();
    await expect(centre.getByTestId('reward-item').filter({ hasText: title })).toContainText('Claimed');
  } finally {
    await promotions.disable(raffle);
  }
});

/** A new member with a verified mobile number (the operator's accounts carry it verified), signed in. */
async function newVerifiedMember(page: import('@playwright/test').Page, ops: import('../fixtures').Ops, prefix: string) {
  const digits = Date.now().toString().slice(-8);
  const username = `${prefix}${digits}`;
  await ops.createMember({ username, password: MEMBER_PASSWORD, mobile: `98${digits}` });
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(username);
  return username;
}

const NEWBIE_TERMS = {
  kind: 'NEWBIE',
  amount: 200_00,
  turnoverMultiple: 3,
  categories: null,
  claimDays: 7,
  withinDays: 7,
  mobileVerified: true,
  minFirstDeposit: 500_00,
};

test('a newbie reward: a new member sees what is still to do and gets the reward once it is done', async ({
  page,
  ops,
  request,
}) => {
  test.slow();
  const promotions = new OpsPromotions(request);
  const title = `Welcome gift ${stamp()}`;
  const newbie = await promotions.create(title, 'NEWBIE', NEWBIE_TERMS);
  try {
    const username = await newVerifiedMember(page, ops, 'nb');
    let detail = await openPromotion(page, title);
    await expect(detail.getByRole('button', { name: 'Waiting for the conditions' })).toBeDisabled();
    const note = detail.getByTestId('newbie-note');
    await expect(note).toContainText('Still to do, within 7 days of registering:');
    await expect(note).toContainText('Make a first deposit of at least Rs 500.00.');
    // The mobile number is verified already: only what is still to do is listed.
    await expect(note.getByRole('listitem')).toHaveCount(1);
    await expect(note).not.toContainText('Verify your mobile number.');
    await page.keyboard.press('Escape');

    await deposit(page, '500');
    await ops.approveDeposit((await ops.pendingOrder('deposits', username)).id);
    await expect(page.getByTestId('header-balance')).toHaveText('Rs 500.00', { timeout: 20_000 });

    detail = await openPromotion(page, title);
    await expect(detail.getByTestId('newbie-note')).toHaveText(
      'Your reward is due: it waits in the reward centre, ready to claim.',
    );
    await detail.getByRole('link', { name: 'Collect in the reward centre' }).click();
    await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
    const centre = page.getByTestId('reward-centre');
    const reward = centre.getByTestId('reward-item').filter({ hasText: title });
    await expect(reward.getByTestId('reward-amount')).toHaveText('Rs 200.00');
    await reward.getByRole('button', { name: `Claim ${title}` }).dblclick();
    await expect(centre.getByTestId('reward-claimed')).toHaveText(
      'Rs 200.00 added to your balance. Your balance is now Rs 700.00.',
    );

    detail = await openPromotion(page, title);
    await expect(detail.getByRole('button', { name: 'Issued' })).toBeDisabled();
  } finally {
    await promotions.disable(newbie);
  }
});

test('a newbie reward’s conditions in Nepali', async ({ page, ops, request }) => {
  const promotions = new OpsPromotions(request);
  const title = `Welcome gift ${stamp()}`;
  const newbie = await promotions.create(title, 'NEWBIE', NEWBIE_TERMS);
  try {
    await newVerifiedMember(page, ops, 'nn');
    await page.getByLabel('Language').selectOption('ne');
    await page.goto('/promotions');
    const card = page.getByTestId('promotion-card').filter({ hasText: title });
    await expect(card.getByTestId('promotion-state')).toHaveText('प्रक्रियामा');
    await card.getByRole('button', { name: title }).click();
    const detail = page.getByRole('dialog', { name: title });
    await expect(detail.getByRole('button', { name: 'सर्तहरूको पर्खाइमा' })).toBeDisabled();
    const note = detail.getByTestId('newbie-note');
    await expect(note).toContainText('दर्ता गरेको 7 दिनभित्र गर्न बाँकी:');
    await expect(note).toContainText('कम्तीमा रु 500.00 को पहिलो जम्मा गर्नुहोस्।');
    await expect(note.getByRole('link', { name: 'अहिले जम्मा गर्नुहोस्' })).toBeVisible();
    await expect(note).not.toContainText('आफ्नो मोबाइल नम्बर प्रमाणित गर्नुहोस्।');
  } finally {
    await promotions.disable(newbie);
  }
});

test('an app-download reward: nothing from a browser tab, the reward once the member opens the installed app', async ({
  page,
  ops,
  request,
}) => {
  test.slow();
  const promotions = new OpsPromotions(request);
  const title = `Lite app gift ${stamp()}`;
  const gift = await promotions.create(title, 'APP', {
    kind: 'APP_DOWNLOAD',
    amount: 50_00,
    turnoverMultiple: 2,
    categories: null,
    claimDays: 7,
  });
  try {
    await newMember(page, ops, 'ad');
    const detail = await openPromotion(page, title);
    await expect(detail.getByTestId('promotion-terms')).toContainText(
      'Install the app and open it signed in: Rs 50.00 goes to your reward centre the first time.',
    );
    await detail.getByRole('link', { name: 'Get the app' }).click();
    await expect(page).toHaveURL(/\/appDownload$/);
    await page.goto('/member?page=rewardCenter');
    const centre = page.getByTestId('reward-centre');
    await expect(centre.getByText('Nothing to claim yet.', { exact: false })).toBeVisible();

    // The same member opens the installed app (display mode standalone).
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query === '(display-mode: standalone)'
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await page.goto('/member?page=rewardCenter');
    const menuEntry = page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: /Reward centre/ });
    await expect(menuEntry.getByTestId('reward-badge')).toContainText('1 reward to claim');
    const reward = centre.getByTestId('reward-item').filter({ hasText: title });
    await expect(reward.getByTestId('reward-amount')).toHaveText('Rs 50.00');
    await reward.getByRole('button', { name: `Claim ${title}` }).dblclick();
    await expect(centre.getByTestId('reward-claimed')).toHaveText(
      'Rs 50.00 added to your balance. Your balance is now Rs 50.00.',
    );

    // Opened again: nothing more; the promotion says it was issued.
    await page.reload();
    await expect(centre.getByText('Nothing to claim yet.', { exact: false })).toBeVisible();
    const again = await openPromotion(page, title);
    await expect(again.getByRole('button', { name: 'Issued' })).toBeDisabled();
  } finally {
    await promotions.disable(gift);
  }
});
