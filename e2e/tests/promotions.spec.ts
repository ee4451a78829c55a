import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { launchFrom, played } from '../play';

const FIRST_DEPOSIT = 'First deposit bonus 100%';

/** Opens a promotion's details from its card on /promotions. */
async function openPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  await page.getByTestId('promotions-page').getByRole('button', { name: title, exact: true }).click();
  return page.getByRole('dialog', { name: title });
}

/** A bank-transfer deposit of `amount` (major units) from the deposit page, left pending for the operator. */
async function deposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  const form = page.getByTestId('deposit-page');
  await form.getByRole('button', { name: /Bank transfer/ }).click();
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Transfer reference').fill(`PROMO-${Date.now()}`);
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(form.getByTestId('deposit-success')).toContainText('pending approval');
}

test('a guest reads the first-deposit promotion and is asked to log in to join', async ({ page }) => {
  await page.goto('/promotions');
  const promotions = page.getByTestId('promotions-page');
  await expect(promotions.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await expect(promotions.getByTestId('promotion-card')).toHaveCount(4);
  const filter = promotions.getByRole('group', { name: 'Promotion type' });
  await filter.getByRole('button', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/promotions\?type=DEPOSIT$/);
  await expect(promotions.getByTestId('promotion-card')).toHaveCount(2);
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(promotions.getByTestId('promotion-card')).toHaveCount(4);

  // Keyboard: the card's title is its button.
  await promotions.getByRole('button', { name: FIRST_DEPOSIT }).focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: FIRST_DEPOSIT });
  const terms = detail.getByTestId('promotion-terms');
  await expect(terms).toContainText('Bonus: 100% of your deposit, up to Rs 1,000.00.');
  await expect(terms).toContainText('Minimum deposit: Rs 100.00.');
  await expect(terms).toContainText('Turnover: bet 5× the bonus (valid bets) before it can be withdrawn.');
  await expect(terms).toContainText('Bets in all games count toward the turnover.');
  await expect(terms).toContainText('within 7 days');
  await expect(detail.getByRole('region', { name: 'Rules' })).toContainText('we match it 100%');
  await detail.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: FIRST_DEPOSIT })).toHaveCount(0);
});

test('the promotions page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/promotions');
  await expect(page.getByTestId('promotion-card')).toHaveCount(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const banner = page.getByTestId('promotion-card').first().locator('img');
  const box = await banner.boundingBox();
  expect(box && Math.round(box.width / box.height)).toBe(3);
});

test('a new member joins the first-deposit bonus, deposits, claims the bonus, plays and watches its turnover grow', async ({
  page,
  ops,
}) => {
  // A deposit approved by the operator and a game tab on top: about 18 s alone, more beside other workers.
  test.slow();
  const username = await newMember(page, ops, 'pf');
  const detail = await openPromotion(page, FIRST_DEPOSIT);
  await detail.getByRole('button', { name: 'Join' }).click();
  await expect(detail.getByRole('button', { name: 'Joined' })).toBeDisabled();
  await expect(detail.getByRole('status')).toContainText('You have joined.');
  await page.keyboard.press('Escape');

  await deposit(page, '1000');
  await ops.approveDeposit((await ops.pendingOrder('deposits', username)).id);
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 1,000.00', { timeout: 20_000 });

  await page.goto('/member?page=rewardCenter');
  const centre = page.getByTestId('reward-centre');
  await expect(centre.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
  const reward = centre.getByTestId('reward-item');
  await expect(reward).toHaveCount(1);
  await expect(reward.getByRole('heading', { name: FIRST_DEPOSIT })).toBeVisible();
  await expect(reward.getByTestId('reward-amount')).toHaveText('Rs 1,000.00');
  const menuEntry = page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: /Reward centre/ });
  await expect(menuEntry.getByTestId('reward-badge')).toContainText('1 reward to claim');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Reward centre/ }).getByTestId('reward-badge')).toContainText('1');
  await page.keyboard.press('Escape');

  await reward.getByRole('button', { name: `Claim ${FIRST_DEPOSIT}` }).dblclick();
  await expect(centre.getByTestId('reward-claimed')).toHaveText(
    'Rs 1,000.00 added to your balance. Your balance is now Rs 2,000.00.',
  );
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 2,000.00');
  await expect(menuEntry.getByTestId('reward-badge')).toHaveCount(0);
  await expect(centre.getByText('Nothing to claim yet.', { exact: false })).toBeVisible();

  await centre.getByRole('tab', { name: 'History' }).click();
  const progress = centre.getByRole('progressbar', { name: FIRST_DEPOSIT });
  await expect(progress).toHaveAttribute('aria-valuemax', '500000');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(centre.getByTestId('reward-item')).toContainText('Turnover: Rs 0.00 of Rs 5,000.00 (0%)');
  await expect(centre.getByTestId('reward-item')).toContainText('Claimed');

  // Three in-house dice rounds, as the other stories play them: each settled stake counts toward the bonus.
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  let staked = 0;
  for (let i = 0; i < 3; i++) {
    const roll = await played(game, () => game.getByTestId('roll').click());
    await expect(game.getByTestId('roll')).toBeEnabled();
    staked += roll.round.stake;
  }
  await game.close();
  expect(staked).toBeGreaterThan(0);
  expect(staked).toBeLessThan(500_000);

  // Back in the reward centre's history: the bar and its text moved by exactly the stakes played.
  await page.goto('/member?page=rewardCenter');
  await centre.getByRole('tab', { name: 'History' }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', String(staked));
  await expect(progress).toHaveAttribute('aria-valuemax', '500000');
  const done = `Rs ${(staked / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  const percent = Math.floor((staked * 100) / 500_000);
  await expect(progress).toHaveAttribute('aria-valuetext', `${done} of Rs 5,000.00`);
  await expect(centre.getByTestId('reward-item')).toContainText(`Turnover: ${done} of Rs 5,000.00 (${percent}%)`);
  await expect(centre.getByTestId('reward-item')).toContainText('Claimed');
});

test('a member signs in for today and claims the day’s reward', async ({ page, ops }) => {
  await newMember(page, ops, 'ps');
  const detail = await openPromotion(page, 'Daily sign-in');
  const days = detail.getByTestId('sign-in-days');
  await expect(days.getByRole('listitem')).toHaveCount(7);
  await expect(days.locator('[aria-current="date"]')).toContainText('Day 1');
  await expect(detail.getByTestId('sign-in-streak')).toHaveText('Your streak: 0 days');
  await detail.getByRole('button', { name: 'Sign in today' }).click();
  await expect(detail.getByRole('button', { name: 'Signed today' })).toBeDisabled();
  await expect(detail.getByRole('status')).toContainText('Signed in: Rs 1.00 is waiting in the reward centre.');
  await expect(detail.getByTestId('sign-in-streak')).toHaveText('Your streak: 1 day');
  await detail.getByRole('link', { name: 'Go to the reward centre' }).click();

  await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
  const centre = page.getByTestId('reward-centre');
  await centre.getByRole('button', { name: 'Claim Daily sign-in' }).click();
  await expect(centre.getByTestId('reward-claimed')).toHaveText('Rs 1.00 added to your balance. Your balance is now Rs 1.00.');
  await expect(page.getByTestId('header-balance')).toHaveText('Rs 1.00');
});

test('the promotions page and the reward centre speak Nepali', async ({ page, ops }) => {
  await newMember(page, ops, 'pn');
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/promotions');
  const promotions = page.getByTestId('promotions-page');
  await expect(promotions.getByRole('heading', { name: 'प्रमोसनहरू', level: 1 })).toBeVisible();
  await expect(promotions.getByRole('group', { name: 'प्रमोसनको प्रकार' }).getByRole('button', { name: 'सबै' })).toBeVisible();
  const card = promotions.getByTestId('promotion-card').first();
  await expect(card.getByTestId('promotion-state')).toHaveText('सहभागी हुन खुला');
  await card.getByRole('button', { name: 'पहिलो जम्मा बोनस १००%' }).click();
  const detail = page.getByRole('dialog', { name: 'पहिलो जम्मा बोनस १००%' });
  await expect(detail.getByTestId('promotion-terms')).toContainText('बोनस: तपाईंको जम्माको 100%, बढीमा रु 1,000.00।');
  await expect(detail.getByRole('region', { name: 'नियमहरू' })).toContainText('सामेल हुनुहोस्');
  await expect(detail.getByRole('button', { name: 'सहभागी हुनुहोस्' })).toBeEnabled();
  await page.keyboard.press('Escape');

  await page.goto('/member?page=rewardCenter');
  const centre = page.getByTestId('reward-centre');
  await expect(centre.getByRole('heading', { name: 'पुरस्कार केन्द्र', level: 1 })).toBeVisible();
  await expect(centre.getByRole('tab', { name: 'दाबी गर्न बाँकी' })).toHaveAttribute('aria-selected', 'true');
  await expect(centre.getByText('अहिले दाबी गर्न केही छैन।', { exact: false })).toBeVisible();
  await centre.getByRole('tab', { name: 'इतिहास' }).click();
  await expect(centre.getByText('अहिलेसम्म दाबी गरिएको वा म्याद सकिएको पुरस्कार छैन।')).toBeVisible();
});
