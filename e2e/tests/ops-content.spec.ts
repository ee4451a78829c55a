import { expect, test } from '../fixtures';
import { newMember } from '../members';
import { createOperator, signInConsole } from '../operators';

/** Operator HTML with what the site's cleaner removes: a script, an event handler and a javascript: link. */
const DIRTY =
  '<p>Deposits are <b>faster</b> now.</p><script>window.__pwned = 1</script>' +
  '<img src="/img/banners/welcome-bonus.svg" alt="promo" onerror="window.__pwned = 2"><a href="javascript:alert(1)">more</a>';

test('a content operator publishes a notice and a home banner that members see, previewing the cleaned HTML, then removes both', async ({
  page,
  request,
  ops,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const notice = `E2E notice ${stamp}`;
  const bannerTitle = `E2E banner ${stamp}`;
  const editor = await createOperator(request, 'content');
  await signInConsole(page, editor);
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/ops-console\/content\/announcements$/);

  // A marquee notice, its HTML previewed as the member will see it: the script and handler are gone.
  await page.getByRole('link', { name: 'Marquee notices' }).click();
  await page.getByTestId('announcement-new').click();
  const form = page.getByRole('dialog', { name: 'New announcement' });
  await expect(form.getByLabel('Type')).toHaveValue('PL');
  await form.getByLabel('Title (English)').fill(notice);
  await form.getByLabel('Text as HTML (English)').fill(DIRTY);
  const preview = form.getByTestId('html-preview');
  await expect(preview).toContainText('Deposits are faster now.');
  await expect(preview.locator('b')).toHaveText('faster');
  await expect(preview.locator('script')).toHaveCount(0);
  await expect(preview.locator('img')).toHaveCount(1);
  await expect(preview.locator('img[onerror]')).toHaveCount(0);
  await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await form.getByRole('button', { name: 'Nepali' }).click();
  await form.getByLabel('Title (Nepali)').fill(`ई२ई सूचना ${stamp}`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const noticeRow = page.getByTestId('announcements').getByRole('row').filter({ hasText: notice });
  await expect(noticeRow).toContainText('Showing');

  // A banner first in the home carousel.
  await page.getByRole('link', { name: 'Banners' }).click();
  await page.getByTestId('banner-new').click();
  const bannerForm = page.getByRole('dialog', { name: 'New banner' });
  await expect(bannerForm.getByLabel('Group')).toHaveValue('w_home');
  await bannerForm.getByLabel('Image address').fill('javascript:alert(1)');
  await bannerForm.getByLabel('Title (English)').fill(bannerTitle);
  await bannerForm.getByRole('button', { name: 'Save' }).click();
  await expect(bannerForm.getByRole('alert').first()).toBeVisible();
  await bannerForm.getByLabel('Image address').fill('/img/banners/daily-slot-race.svg');
  await expect(bannerForm.getByRole('img', { name: "The banner's image" })).toBeVisible();
  await bannerForm.getByLabel('On click').selectOption('PAGE');
  await bannerForm.getByLabel('Page (/promotions …)').fill('/promotions');
  await bannerForm.getByLabel('Order').fill('-1000');
  await bannerForm.getByRole('button', { name: 'Save' }).click();
  await expect(bannerForm).toHaveCount(0);
  const bannerRow = page.getByTestId('banners').getByRole('row').filter({ hasText: bannerTitle });
  await expect(bannerRow).toContainText('Page of this site · /promotions');

  // A member on the home page sees both: a fresh one, for demo01's sign-ins are limited and other stories spend them.
  const member = await page.context().newPage();
  await newMember(member, ops, 'cms');
  await member.goto('/');
  await expect(member.getByTestId('notice-marquee')).toContainText(notice);
  await expect(member.getByTestId('banner-carousel').getByRole('img', { name: bannerTitle })).toBeAttached();
  await expect(member.getByTestId('banner-slide').first().getByRole('img')).toHaveAttribute('alt', bannerTitle);

  // The operator puts the site back: both deleted, and gone for members.
  await bannerRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(bannerRow).toHaveCount(0);
  await page.getByRole('link', { name: 'Marquee notices' }).click();
  await noticeRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByTestId('confirm-delete').click();
  await expect(noticeRow).toHaveCount(0);
  await member.reload();
  await expect(member.getByTestId('notice-marquee')).not.toContainText(notice);
  await expect(member.getByTestId('banner-carousel').getByRole('img', { name: bannerTitle })).toHaveCount(0);
  await member.close();
});

test('a content operator is not offered Members and cannot open it by address', async ({ page, request }) => {
  const editor = await createOperator(request, 'content');
  await signInConsole(page, editor);
  const menu = page.getByRole('navigation', { name: 'Operator console' });
  await expect(menu.getByRole('link', { name: 'Content' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await page.goto('/ops-console/members');
  await expect(page.getByTestId('ops-refused')).toContainText('Your role does not open this page.');
});

test('a support operator sends a member a message, listed under the operator’s name, and finds the feedback desk', async ({
  page,
  request,
}) => {
  const support = await createOperator(request, 'support');
  await signInConsole(page, support);
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/ops-console\/messages\/messages$/);
  const form = page.getByTestId('send-message');
  await expect(form.getByLabel('To')).toHaveValue('member');
  await form.getByLabel("Member's username").fill('demo01');
  const title = `E2E message ${Date.now().toString(36)}`;
  await form.getByRole('group', { name: 'English' }).getByLabel('Title').fill(title);
  await form.getByRole('group', { name: 'English' }).getByLabel('Text').fill('Your question was answered by phone.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByRole('status')).toHaveText('Sent to 1 inbox.');
  const row = page.getByTestId('sent-messages').getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('One member · demo01');
  await expect(row).toContainText(support.username);

  await page.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/ops-console\/messages\/feedback$/);
  await expect(page.getByLabel('Status')).toHaveValue('OPEN');
  await expect(page.getByTestId('ops-csv')).toBeVisible();
});
