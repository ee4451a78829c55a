import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { launchFrom, minor, played } from '../play';

test('a member plays three in-house rounds, sees the mission complete with its badge, claims it and finds itself on the leaderboard', async ({
  page,
  ops,
}) => {
  const username = await newMember(page, ops, 'ms', { funds: 500_000 });
  await page.goto('/member?page=missionLeaderboard');
  const missions = page.getByTestId('missions-page');
  await expect(missions.getByRole('heading', { name: 'Missions', level: 1 })).toBeVisible();
  const play = missions.getByTestId('mission').filter({ has: page.getByRole('heading', { name: 'Play 3 rounds' }) });
  await expect(play.getByTestId('mission-progress')).toHaveText('0 / 3 rounds played');
  await expect(play.getByRole('button', { name: 'Claim Play 3 rounds' })).toHaveCount(0);

  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  for (let i = 0; i < 3; i++) {
    await played(game, () => game.getByTestId('roll').click());
    await expect(game.getByTestId('roll')).toBeEnabled();
  }
  await game.close();

  // The badge on the account menu's entry, then on the personal centre's.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const entry = page.getByRole('menuitem', { name: /^Missions/ });
  await expect(entry.getByTestId('mission-badge')).toContainText('1 mission to claim');
  await entry.click();
  await expect(page).toHaveURL(/\/member\?page=missionLeaderboard$/);
  const centreEntry = page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: /Missions/ });
  await expect(centreEntry.getByTestId('mission-badge')).toContainText('1 mission to claim');
  await expect(play).toHaveAttribute('data-state', 'COMPLETE');
  await expect(play.getByTestId('mission-progress')).toHaveText('3 / 3 rounds played');

  const header = page.getByTestId('header-balance');
  await expect.poll(async () => minor(await header.textContent())).toBeGreaterThan(0);
  const before = minor(await header.textContent());
  await play.getByRole('button', { name: 'Claim Play 3 rounds' }).dblclick();
  const done = missions.getByTestId('mission-claimed');
  await expect(done).toContainText('Rs 5.00 is in your wallet and 10 points were added.');
  await expect(play).toHaveAttribute('data-state', 'CLAIMED');
  await expect.poll(async () => minor(await header.textContent())).toBe(before + 5_00);
  await expect(centreEntry.getByTestId('mission-badge')).toHaveCount(0);
  await expect(missions.getByTestId('week-points')).toHaveText('Your mission points this week: 10');

  await missions.getByRole('tab', { name: 'Leaderboard' }).click();
  const board = missions.getByTestId('mission-leaderboard');
  await expect(board.getByTestId('my-rank')).toContainText('with 10 points');
  const mine = board.locator('tr[aria-current="true"]');
  await expect(mine).toContainText(`${username.slice(0, 2)}***${username.slice(-2)}`);
  await expect(mine).toContainText('You');
  await board.getByRole('button', { name: 'Last week' }).click();
  await expect(board.getByTestId('my-rank')).toHaveText('You have no mission points in this week.');
});

test('the missions page speaks Nepali and fits a phone', async ({ page, ops }) => {
  await newMember(page, ops, 'mn');
  await page.getByLabel('Language').selectOption('ne');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/member?page=missionLeaderboard');
  const missions = page.getByTestId('missions-page');
  await expect(missions.getByRole('heading', { name: 'मिसनहरू', level: 1 })).toBeVisible();
  const play = missions.getByTestId('mission').filter({ has: page.getByRole('heading', { name: '३ राउन्ड खेल्नुहोस्' }) });
  await expect(play.getByTestId('mission-progress')).toHaveText('0 / 3 राउन्ड खेलियो');
  await expect(play).toContainText('दैनिक');
  await expect(play).toContainText('जारी छ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await missions.getByRole('tab', { name: 'लिडरबोर्ड' }).click();
  await expect(missions.getByTestId('my-rank')).toHaveText('यो हप्तामा तपाईंको कुनै मिसन अंक छैन।');
});
