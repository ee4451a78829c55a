import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { createOperator, signInConsole } from '../operators';
import { openSlip, slip } from '../sportsbook';

/** A time as a datetime-local field takes it (this browser's zone, to the minute). */
const localInput = (d: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Shows the console's football events of one status (by default the list reads the events not over). */
async function showEvents(page: Page, status: string) {
  await page.getByLabel('Sport', { exact: true }).selectOption('FOOTBALL');
  await page.getByLabel('Status', { exact: true }).selectOption(status);
}

test('an operator creates a match in the console, starts it live, suspends it while a member bets and settles it with its result', async ({
  page: member,
  browser,
  ops,
  request,
}) => {
  test.setTimeout(60_000);
  const tag = `S${Date.now().toString().slice(-6)}`;
  const home = `${tag} Rovers`;
  const away = `${tag} City`;
  const match = `${home} v ${away}`;
  const consoleContext = await browser.newContext();
  const page = await consoleContext.newPage();
  await signInConsole(page, await createOperator(request, 'admin'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Sportsbook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });

  // A football match two minutes from now with its 1X2 prices typed and the total goals from the model.
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('dialog', { name: 'New event' });
  await form.getByLabel('Competition').fill('E2E Console Cup');
  await form.getByLabel('Home side', { exact: true }).fill(home);
  await form.getByLabel('Away side', { exact: true }).fill(away);
  await form.getByLabel('Start time').fill(localInput(new Date(Date.now() + 2 * 60_000)));
  await form.getByLabel(`Odds: ${home}`).fill('2');
  await form.getByLabel('Odds: Draw').fill('3.4');
  await form.getByLabel(`Odds: ${away}`).fill('3.8');
  await form.getByRole('checkbox', { name: 'Total 2.5' }).check();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form).toHaveCount(0);

  await showEvents(page, 'SCHEDULED');
  const row = page.getByTestId('ops-sports-events').getByRole('row').filter({ hasText: match });
  await expect(row).toContainText('Scheduled');
  const eventId = await row.getAttribute('data-event');

  // Its markets: the typed prices and the model's total; the home price moved, the total suspended.
  await row.getByRole('button', { name: /^Markets and odds/ }).click();
  const markets = page.getByRole('dialog', { name: `Markets of ${match}` });
  await expect(markets.getByLabel(home)).toHaveValue('2.00');
  await markets.getByLabel(home).fill('2.1');
  await markets.getByRole('button', { name: 'Save odds' }).click();
  await expect(markets.getByRole('status')).toHaveText('Saved');
  await expect(markets.getByLabel(home)).toHaveValue('2.10');
  const total = markets.getByRole('group', { name: 'Total 2.5' });
  await total.getByRole('button', { name: 'Suspend market: Total 2.5' }).click();
  await expect(total.getByRole('button', { name: 'Open market: Total 2.5' })).toBeVisible();
  await expect(total).toContainText('Suspended');
  await markets.getByRole('button', { name: 'Cancel' }).click();

  // Live at 0–0.
  await row.getByRole('button', { name: /^Start live/ }).click();
  const start = page.getByRole('dialog', { name: `Start ${match} live` });
  await start.getByLabel(`Score of ${home}`).fill('0');
  await start.getByLabel(`Score of ${away}`).fill('0');
  await start.getByRole('button', { name: 'Start live' }).click();
  await expect(start).toHaveCount(0);
  await showEvents(page, 'LIVE');
  await expect(row).toContainText('Live');
  await expect(row).toContainText('0–0');

  // The member finds it among the matches live now and picks the home win.
  await newMember(member, ops, 'sbops', { funds: 100_000 });
  await member.setViewportSize({ width: 390, height: 844 });
  await member.goto('/sportsbook?vendor=SUMMIT');
  await member.getByRole('region', { name: 'Live now' }).locator(`[data-testid="sports-event"][data-event="${eventId}"]`).click();
  await expect(member.getByRole('heading', { level: 1, name: match })).toBeVisible();
  await expect(member.getByTestId('sports-event-state')).toHaveText('Live · 0–0');
  await expect(
    member
      .getByTestId('sports-market')
      .filter({ hasText: 'Total 2.5' })
      .getByRole('button', { name: /^Over 2\.5 at / }),
  ).toBeDisabled();
  await member.getByRole('button', { name: `${home} at 2.10` }).click();
  await openSlip(member);
  await slip(member).getByLabel(`Stake on ${home}`).fill('10');

  // The operator suspends the match: the member's page shows it and the slip is refused.
  await row.getByRole('button', { name: /^Suspend/ }).click();
  const suspend = page.getByRole('dialog', { name: `Suspend ${match}` });
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(suspend).toHaveCount(0);
  await slip(member).getByRole('button', { name: 'Place bets' }).click();
  await expect(slip(member).getByTestId('slip-error')).toHaveText('This event takes no bets now.');
  await expect(member.getByTestId('sports-event-state')).toHaveText(/^Suspended/, { timeout: 15_000 });

  // The result: the score is all a football match's markets need; the match is settled.
  await showEvents(page, 'SUSPENDED');
  await row.getByRole('button', { name: /^Enter result/ }).click();
  const result = page.getByRole('dialog', { name: `Result of ${match}` });
  await expect(result.getByLabel('Winner')).toHaveCount(0);
  await result.getByLabel(`Score of ${home}`).fill('2');
  await result.getByLabel(`Score of ${away}`).fill('1');
  await result.getByRole('button', { name: 'Save' }).click();
  await expect(result).toHaveCount(0);
  await showEvents(page, 'SETTLED');
  await expect(row).toContainText('Settled');
  await expect(row).toContainText('2–1');
  await expect(row.getByRole('button', { name: /^Correct result/ })).toBeVisible();
  await expect(member.getByTestId('sports-event-state')).toHaveText(/^Finished/, { timeout: 15_000 });
  await consoleContext.close();
});
