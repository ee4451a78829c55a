import { expect, test } from '../fixtures';
import { MEMBER_PASSWORD, newMember } from '../members';
import { launchFrom } from '../play';

test('a member sets a reality check, plays, and 15 minutes in it shows over the game with the session’s net position', async ({
  page,
  context,
  ops,
}) => {
  // A game launch, a round and two tabs: more than the usual 30 s on a busy machine.
  test.slow();
  // The browser's clock is the test's: 15 minutes pass in a moment (the server's clock runs as it does).
  await context.clock.install();
  await newMember(page, ops, 'rc', { funds: 100_000 });
  await page.goto('/member?page=securityCenter');
  const setting = page.getByTestId('reality-check-setting');
  await expect(setting.getByRole('heading', { name: 'Reality check' })).toBeVisible();
  await setting.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
  await expect(setting.getByRole('status')).toHaveText('Saved');

  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  await game.getByTestId('roll').click();
  await expect(game.getByTestId('round-result')).toBeVisible();
  await expect(game.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);

  await context.clock.fastForward('15:00');
  const check = game.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have been signed in for 1[5-9] minutes\./);
  await expect(check.getByText('Rounds played').locator('+ dd')).toHaveText('1');
  await expect(check.getByTestId('reality-check-net')).toHaveText(/^[+−]?\d[\d,]*\.\d\d$/);
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toBeHidden();
  await expect(game.getByTestId('roll')).toBeEnabled();

  // The site's tab shows it too; from there the member goes to the betting record.
  const onSite = page.getByRole('dialog', { name: 'Reality check' });
  await expect(onSite).toBeVisible();
  await onSite.getByRole('button', { name: 'See my betting record' }).click();
  await expect(page).toHaveURL(/\/member\?page=personalHistoryCopy/);
  await expect(onSite).toBeHidden();

  // Off again: no more checks.
  await page.goto('/member?page=securityCenter');
  await setting.getByLabel('Remind me').selectOption({ label: 'Off' });
  await expect(setting.getByRole('status')).toHaveText('Saved');
  await context.clock.fastForward('30:00');
  await expect(page.getByRole('dialog', { name: 'Reality check' })).toHaveCount(0);
});

test('a member sets a wager limit that applies at once, a raise that waits and is cancelled, and the game says why a bet is refused', async ({
  page,
  ops,
}) => {
  test.slow();
  await newMember(page, ops, 'lim', { funds: 100_000 });
  await page.goto('/member?page=securityCenter');
  const card = page.getByTestId('limits-setting');
  await expect(card.getByRole('heading', { name: 'Limits on my play' })).toBeVisible();
  const day = card.getByTestId('limit-WAGER-DAY');
  await expect(day).toContainText('No limit');

  // A new limit applies at once, with what is left of the day.
  await day.getByLabel('New limit').fill('0.50');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByRole('status')).toHaveText('Saved: the limit applies now.');
  await expect(day.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '0.00 of 0.50 used');
  await expect(day).toContainText('0.50 left until');

  // A typo is named, and nothing is sent.
  await day.getByLabel('New limit').fill('abc');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByRole('alert')).toHaveText('Enter an amount above 0.');

  // A raise waits out the cooling-off period; the member cancels it.
  await day.getByLabel('New limit').fill('1,000');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day.getByRole('status')).toContainText('Saved: the change applies at');
  await expect(day).toContainText('Changes to 1,000.00 at');
  await day.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(day).not.toContainText('Changes to');
  await expect(day.locator('strong')).toHaveText('0.50');

  // The session limit takes minutes, in its range.
  const session = card.getByTestId('limit-SESSION-DAY');
  await session.getByLabel('New limit in minutes').fill('5');
  await session.getByRole('button', { name: 'Set limit' }).click();
  await expect(session.getByRole('alert')).toHaveText('Enter minutes from 15 to 1440.');

  // A bet over the limit is refused in the game, in the member's words.
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  await game.getByTestId('roll').click();
  await expect(game.getByTestId('game-error')).toContainText('This bet would pass the wager limit you set.');
  await expect(game.getByTestId('round-result')).toHaveCount(0);
});

test('a member sets a deposit limit, sees a deposit over it refused with the amount left, and raises it to a pending change', async ({
  page,
  ops,
}) => {
  await newMember(page, ops, 'limdep');
  await page.goto('/member?page=securityCenter');
  const row = page.getByTestId('limits-setting').getByTestId('limit-DEPOSIT-DAY');
  await row.getByLabel('New limit').fill('500');
  await row.getByRole('button', { name: 'Set limit' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved: the limit applies now.');

  await page.goto('/member?page=depositv2');
  const deposit = page.getByTestId('deposit-page');
  await deposit.getByRole('button', { name: /Bank transfer/ }).click();
  await deposit.getByLabel('Amount').fill('600');
  await deposit.getByLabel('Transfer reference').fill('LIMIT-E2E-1');
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByRole('alert')).toContainText(
    'This deposit would pass your deposit limit: 500.00 is left in this period.',
  );

  await page.goto('/member?page=securityCenter');
  await row.getByLabel('New limit').fill('2000');
  await row.getByRole('button', { name: 'Set limit' }).click();
  await expect(row).toContainText('Changes to 2,000.00 at');
  await expect(row.locator('strong')).toHaveText('500.00');
});

/** Fills the login dialog (at /login) without expecting to get in. */
async function tryLogin(page: import('@playwright/test').Page, username: string) {
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill(username);
  await login.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  return login;
}

/** Takes a break or a self-exclusion in the security centre, through the confirmation. */
async function exclude(page: import('@playwright/test').Page, kind: string, duration: string, confirmText: RegExp) {
  await page.goto('/member?page=securityCenter');
  const card = page.getByTestId('exclusion-setting');
  await card.getByLabel(kind).check();
  await card.getByLabel('For how long').selectOption({ label: duration });
  await card.getByLabel('Your login password').fill(MEMBER_PASSWORD);
  await card.getByRole('button', { name: kind === 'Take a break' ? 'Take a break' : 'Exclude me' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByTestId('exclusion-confirm')).toHaveText(confirmText);
  await confirm.getByRole('button', { name: 'Yes, start now' }).click();
  // Signed out (the ended session may also bring up the login popup).
  await expect(page.getByTestId('header-account')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
}

test('a member takes a 24-hour break: signed out at once, and the sign-in is refused saying until when', async ({
  page,
  ops,
}) => {
  const username = await newMember(page, ops, 'brk');
  await exclude(page, 'Take a break', '24 hours', /^You will be signed out now and cannot sign in until .+\.$/);
  const login = await tryLogin(page, username);
  await expect(login.getByRole('alert')).toContainText(/Your account is taking a break until .+\. You can sign in again then\./);
  await expect(page.getByTestId('header-account')).toHaveCount(0);
});

test('a self-excluded member signs in to a withdraw-only site and signs out', async ({ page, ops }) => {
  test.slow();
  const username = await newMember(page, ops, 'sx', { funds: 50_000 });
  await exclude(
    page,
    'Exclude myself',
    '6 months',
    /^You will be signed out now\. Until .+ you can only sign in to withdraw your balance\.$/,
  );
  await tryLogin(page, username);
  const excluded = page.getByTestId('self-excluded');
  await expect(excluded.getByRole('heading', { name: 'Your account is self-excluded' })).toBeVisible();
  await expect(excluded).toContainText('Your self-exclusion lasts until');
  await expect(excluded.getByTestId('withdraw-balance')).toHaveText(/500\.00/);
  // Nothing else of the site: no game menu, whatever the address.
  await page.goto('/rng');
  await expect(page.getByTestId('self-excluded')).toBeVisible();
  await expect(page.getByTestId('game-card')).toHaveCount(0);
  await excluded.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('the reality check setting speaks Nepali', async ({ page, ops }) => {
  await newMember(page, ops, 'rcne');
  await page.getByLabel('Language').selectOption('ne');
  await page.goto('/member?page=securityCenter');
  const setting = page.getByTestId('reality-check-setting');
  await expect(setting.getByRole('heading', { name: 'वास्तविकता जाँच' })).toBeVisible();
  await expect(setting.getByLabel('मलाई सम्झाउनुहोस्')).toHaveValue('0');
  await expect(setting.getByRole('option', { name: 'हरेक 30 मिनेटमा' })).toHaveCount(1);
  const limits = page.getByTestId('limits-setting');
  await expect(limits.getByRole('heading', { name: 'मेरो खेलका सीमाहरू' })).toBeVisible();
  await expect(limits.getByTestId('limit-LOSS-WEEK')).toContainText('प्रति हप्ता');
  await expect(limits.getByTestId('limit-LOSS-WEEK')).toContainText('सीमा छैन');
  await expect(
    page.getByTestId('exclusion-setting').getByRole('heading', { name: 'विश्राम लिनुहोस् वा आफूलाई बहिष्कार गर्नुहोस्' }),
  ).toBeVisible();
});

test('an operator requires a reality check: a new member has it at the default and cannot turn it off', async ({ page, ops }) => {
  await ops.setProtectionDefaults(30, true);
  try {
    await newMember(page, ops, 'rcreq');
    await page.goto('/member?page=securityCenter');
    const setting = page.getByTestId('reality-check-setting');
    await expect(setting).toContainText('This site requires a reality check: you choose how often.');
    const every = setting.getByLabel('Remind me');
    await expect(every).toHaveValue('30');
    await expect(every.getByRole('option')).toHaveText(['Every 15 minutes', 'Every 30 minutes', 'Every 60 minutes']);
    await every.selectOption({ label: 'Every 60 minutes' });
    await expect(setting.getByRole('status')).toHaveText('Saved');
  } finally {
    await ops.setProtectionDefaults(0, false);
  }
});

test('the footer’s “Play responsibly” opens the help centre on where to get help', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('site-footer').getByRole('link', { name: 'Play responsibly' }).click();
  await expect(page).toHaveURL(/\/help#responsible$/);
  const help = page.getByRole('dialog', { name: 'Help centre' });
  await expect(help.getByRole('tab', { name: 'Play responsibly' })).toHaveAttribute('aria-selected', 'true');
  await expect(help.getByRole('heading', { name: 'Where to get help' })).toBeVisible();
  await expect(help.getByRole('link', { name: 'GamCare' })).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
  await expect(help.getByRole('link', { name: 'Gamblers Anonymous' })).toHaveAttribute('rel', /noopener/);
});
