import type { Page } from '@playwright/test';
import { solveCaptchaImage } from '../captcha';
import { expect, test } from '../fixtures';
import { newMember } from '../members';

/** Opens the feedback form from the footer. */
async function openFeedback(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Feedback' });
  // A click while the first screen is still being taken over can be lost (once on CI, the dialog
  // never opened): click until it is open.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('contentinfo').getByRole('button', { name: 'Feedback' }).click({ timeout: 2_000 });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return dialog;
}

test('the unread badge appears when the operator sends a message and clears after reading', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'inbox');
  const bell = page.getByTestId('messages-bell');
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('unread-badge')).toHaveCount(0);

  // Pushed over the live socket: no reload.
  await ops.sendMessage(username, 'Your weekly statement', 'Your statement is ready.\nThank you for playing.');
  await expect(bell.getByTestId('unread-badge')).toHaveText('1');
  await expect(bell).toHaveAccessibleName('Messages, 1 unread');

  await bell.click();
  await expect(page).toHaveURL(/\/member\?page=messageV2$/);
  const menuEntry = page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: /Platform messages/ });
  await expect(menuEntry.getByTestId('unread-badge')).toHaveText('1');
  const centre = page.getByTestId('message-centre');
  const message = centre.getByRole('button', { name: /Your weekly statement/ });
  await message.click();
  await expect(centre).toContainText('Thank you for playing.');
  await expect(bell.getByTestId('unread-badge')).toHaveCount(0);
  await expect(menuEntry.getByTestId('unread-badge')).toHaveCount(0);

  // Delete asks first.
  await centre.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete message' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(centre.getByRole('status')).toHaveText('No messages yet.');
});

test('feedback with 19 characters is refused and with 20 accepted; the answer arrives as a message', async ({ page, ops }) => {
  const username = await newMember(page, ops, 'fb');
  const dialog = await openFeedback(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in: question type, question description, captcha');

  await dialog.getByLabel('Question type').selectOption({ label: 'Deposit' });
  const description = dialog.getByLabel('Question description');
  await description.fill('My deposit is late');
  await description.pressSequentially('!');
  await expect(dialog.getByTestId('feedback-count')).toHaveText('19/200');
  const image = dialog.getByRole('img', { name: 'Captcha image' });
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill(await solveCaptchaImage(image));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please write 20 to 200 characters.');

  await description.pressSequentially('!');
  await expect(dialog.getByTestId('feedback-count')).toHaveText('20/200');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const sent = page.getByRole('dialog', { name: 'Feedback' }).getByRole('status');
  await expect(sent).toHaveText('Thank you! We received your feedback and will reply in your platform messages.');
  await page.getByRole('button', { name: 'Confirm' }).click();

  const feedback = await ops.openFeedback(username);
  expect(feedback).toMatchObject({ content: 'My deposit is late!!', type: 1 });
  await ops.answerFeedback(feedback.id, 'We found it: your deposit is credited.');
  await expect(page.getByTestId('messages-bell').getByTestId('unread-badge')).toHaveText('1');
  await page.getByTestId('messages-bell').click();
  await page.getByRole('button', { name: /Reply to your feedback/ }).click();
  await expect(page.getByTestId('message-centre')).toContainText('We found it: your deposit is credited.');
});

test('a wrong captcha is refused with its own message and a new captcha', async ({ page, ops }) => {
  await newMember(page, ops, 'fbc');
  const dialog = await openFeedback(page);
  await dialog.getByLabel('Question type').selectOption({ label: 'Others' });
  await dialog.getByLabel('Question description').fill('Twenty characters ok');
  const image = dialog.getByRole('img', { name: 'Captcha image' });
  const before = await image.getAttribute('src');
  await dialog.getByRole('textbox', { name: 'Captcha' }).fill('zzzz');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The captcha is wrong. Please try the new one.');
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
});

test('a guest is asked to log in before sending feedback', async ({ page }) => {
  await page.goto('/');
  const dialog = await openFeedback(page);
  await expect(dialog).toContainText('Please log in to send feedback.');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a trial account never asks for the unread count and has no messages entry', async ({ page }) => {
  const unreadCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('CSP_unreadCount')) unreadCalls.push(r.url());
  });
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(/^trial/);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page.getByTestId('messages-bell')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('header-account')).toHaveText(/^trial/);
  expect(unreadCalls).toEqual([]);
});

test('the messages page fits a 360 px phone', async ({ page, ops }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const username = await newMember(page, ops, 'narrow');
  await ops.sendMessage(username, 'A rather long title that has to wrap on a small phone screen', 'Body');
  await page.goto('/member?page=messageV2');
  await expect(page.getByTestId('message-item')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
