import { DEMO_NETWORK, expect, signIn, test } from '../fixtures';
import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { newMember } from '../members';
import { launchFrom, minor, played } from '../play';

// demo01 signs in here: from the demo network, so no one-time code is asked (see DEMO_NETWORK).
test.use({ visitorIp: DEMO_NETWORK });

test('demo01 sees its VIP level, the progress to Bronze and its label in the account menu', async ({ page, ops }) => {
  await signIn(page, ops);
  await page.getByRole('button', { name: 'Account menu' }).click();
  const label = page.getByRole('menuitem', { name: 'VIP 0 · Member' });
  await expect(label).toBeVisible();
  await label.click();
  await expect(page).toHaveURL(/\/member\?page=vip$/);

  const vip = page.getByTestId('vip-page');
  await expect(vip.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
  await expect(vip.getByTestId('vip-rank')).toHaveText('VIP 0 · Member');
  await expect(vip.getByRole('heading', { name: 'Next level: VIP 1 · Bronze' })).toBeVisible();
  // demo01 deposited Rs 70,000 (two seeded deposits) and bet a few thousand: deposits reached, valid bet under way.
  await expect(vip.getByTestId('vip-progress-deposits')).toContainText('Rs 70,000.00 of Rs 1,000.00 (100%)');
  await expect(vip.getByTestId('vip-progress-deposits')).toContainText('Reached');
  const bet = vip.getByRole('progressbar', { name: 'Valid bet' });
  await expect(bet).toHaveAttribute('aria-valuemax', '1000000');
  expect(Number(await bet.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect(vip.getByTestId('vip-progress-bet')).toContainText(/of Rs 10,000\.00 \(\d{1,2}%\)/);
  await expect(vip.getByText('Reach both to move up. Its upgrade bonus: Rs 50.00.')).toBeVisible();

  const levels = vip.getByTestId('vip-levels');
  await expect(levels.getByRole('row')).toHaveCount(7);
  await expect(levels.locator('tr[aria-current="true"]')).toContainText('VIP 0 · Member');
  await expect(levels.getByRole('row', { name: /VIP 5 · Diamond/ })).toContainText('Rs 5,000,000.00');
  await expect(levels.getByRole('row', { name: /VIP 5 · Diamond/ })).toContainText('Rs 20,000.00');
  const rates = vip.getByTestId('vip-rates');
  await expect(rates.getByRole('row', { name: /In-house/ })).toContainText('0.30%');
  await expect(rates.getByRole('row', { name: /In-house/ })).toContainText('0.80%');
  await expect(rates.getByRole('row', { name: /Lottery/ }).first()).toContainText('0.10%');
  await expect(
    vip.getByRole('region', { name: 'Your benefits' }).getByRole('link', { name: "Claim today's rebate" }),
  ).toBeVisible();
});

test('the VIP page fits a phone', async ({ page, ops }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newMember(page, ops, 'vf');
  await page.goto('/member?page=vip');
  await expect(page.getByTestId('vip-rank')).toHaveText('VIP 0 · Member');
  await expect(page.getByTestId('vip-rates')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a member plays in-house dice, claims the day’s rebate and finds it in the reward centre', async ({ page, ops }) => {
  await newMember(page, ops, 'rb', { funds: 500_000 });
  await page.goto('/member?page=manualRebate');
  const rebate = page.getByTestId('rebate-page');
  await expect(rebate.getByText('You have not played today yet.', { exact: false })).toBeVisible();

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

  // From the account menu: today's in-house line at 0.30% of the valid bet.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Manual rebate' }).click();
  await expect(page).toHaveURL(/\/member\?page=manualRebate$/);
  const earned = Math.floor((staked * 30) / 10_000);
  const line = rebate.getByTestId('rebate-lines').getByRole('row', { name: /In-house/ });
  await expect(line).toContainText('0.30%');
  expect(minor(await line.locator('td').first().textContent())).toBe(staked);
  const claimable = rebate.getByTestId('rebate-claimable');
  await expect.poll(async () => minor(await claimable.textContent())).toBe(earned);
  expect(earned).toBeGreaterThan(0);

  await rebate.getByRole('button', { name: 'Claim rebate' }).dblclick();
  const done = rebate.getByTestId('rebate-claimed');
  // A few rounds earn well under Rs 1,000: no thousands separator to write.
  await expect(done).toContainText(`Rs ${(earned / 100).toFixed(2)} is now in the reward centre`);
  await expect(claimable).toHaveText('Rs 0.00');
  await expect(rebate.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
  const menuEntry = page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: /Reward centre/ });
  await expect(menuEntry.getByTestId('reward-badge')).toContainText('1 reward to claim');

  await done.getByRole('link', { name: 'Go to the reward centre' }).click();
  await expect(page).toHaveURL(/\/member\?page=rewardCenter$/);
  const reward = page.getByTestId('reward-centre').getByTestId('reward-item');
  await expect(reward).toHaveCount(1);
  await expect(reward.getByRole('heading', { name: 'Daily rebate' })).toBeVisible();
  expect(minor(await reward.getByTestId('reward-amount').textContent())).toBe(earned);
});

test('the VIP page speaks Nepali', async ({ page, ops }) => {
  await newMember(page, ops, 'vn');
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/member?page=vip');
  const vip = page.getByTestId('vip-page');
  await expect(vip.getByTestId('vip-rank')).toHaveText('VIP 0 · सदस्य');
  await expect(vip.getByRole('heading', { name: 'अर्को स्तर: VIP 1 · काँसा' })).toBeVisible();
  await expect(vip.getByTestId('vip-progress-bet')).toContainText('रु 10,000.00 मध्ये रु 0.00 (0%)');
  await expect(vip.getByTestId('vip-progress-bet')).toContainText('अझै रु 10,000.00 बाँकी');
  await expect(vip.getByRole('region', { name: 'तपाईंका सुविधाहरू' })).toContainText('अपग्रेड बोनस');
  await expect(vip.getByRole('heading', { name: 'VIP स्तरहरू' })).toBeVisible();
  await expect(vip.getByTestId('vip-rates').getByRole('row', { name: /इन-हाउस/ })).toContainText('0.30%');
  await page.getByRole('button', { name: 'खाता मेनु' }).click();
  await expect(page.getByRole('menuitem', { name: 'VIP 0 · सदस्य' })).toBeVisible();
});

test('with MANPLAYREB3 off the manual rebate is neither offered nor opened', async ({ page, ops, request }) => {
  const setRebate = async (on: boolean) => {
    const res = await request.put('/ops/flags', {
      data: { flags: { MANPLAYREB3: on } },
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  await newMember(page, ops, 'ro');
  await setRebate(false);
  try {
    // The server's flags are cached for 2 s (README): the page is read again until it follows.
    await expect(async () => {
      await page.goto('/member?page=manualRebate');
      await expect(page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'VIP' })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Manual rebate' }),
      ).toHaveCount(0, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByTestId('rebate-page')).toHaveCount(0);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'VIP 0 · Member' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manual rebate' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/member?page=vip');
    await expect(page.getByRole('region', { name: 'Your benefits' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Claim today's rebate" })).toHaveCount(0);
  } finally {
    await setRebate(true);
  }
});
