import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember, png } from '../members';
import { createOperator, signInConsole } from '../operators';

/**
 * The operator's chat console in a browser of its own: a support operator signs in to the console
 * and opens Live chat, whose calls and socket ride the console's session (no token to paste).
 */
async function operatorConsole(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInConsole(page, await createOperator(page.request, 'support'));
  await page.getByRole('navigation', { name: 'Operator console' }).getByRole('link', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/\/ops-console\/chat$/);
  await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  await expect(page.getByTestId('ops-chat-live')).toHaveAttribute('data-status', 'open');
  // The session is the httpOnly cookie: nothing the page's scripts can read holds a token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('jade_ops');
  return page;
}

// Two browsers, a sign-in and a live conversation: these stories take longer than most.
test.slow();

const conversation = (page: Page) => page.getByTestId('chat-conversation');
const log = (page: Page) => page.getByRole('log', { name: 'Messages' });

/** Types into the message box (firing the typing events) without sending yet. */
async function typeMessage(page: Page, text: string) {
  await conversation(page).getByLabel('Message', { exact: true }).pressSequentially(text, { delay: 20 });
}

test('a member and an operator talk in two browsers, with typing, an image and read marks', async ({ page, ops, browser }) => {
  const username = await newMember(page, ops, 'chat');
  await page.goto('/');
  await page.getByTestId('side-menu').getByRole('link', { name: 'Live chat' }).click();
  await expect(page).toHaveURL(/\/liveChat$/);
  await page.getByRole('radio', { name: 'Withdrawals' }).check();
  await page.getByRole('button', { name: 'Start chat' }).click();
  await expect(page).toHaveURL(/\/liveChat\?conversation=\d+$/);
  await expect(conversation(page).getByRole('heading')).toHaveText('Live chat · Withdrawals');
  await expect(conversation(page)).toContainText('Say hello');

  const operator = await operatorConsole(browser);
  const item = operator.getByTestId('ops-conversation').filter({ hasText: username });
  await item.click();
  await expect(conversation(operator).getByRole('heading')).toHaveText(`${username} · Withdrawals`);

  // The member types: the operator sees it, then the message.
  await typeMessage(page, 'My withdrawal is late');
  await expect(operator.getByTestId('chat-typing')).toHaveText('Customer is typing…');
  await page.keyboard.press('Enter');
  await expect(log(operator).getByTestId('chat-message')).toContainText(['My withdrawal is late']);
  // The operator's console has it open: the member's message shows as read.
  await expect(log(page).getByTestId('chat-message').last()).toContainText('Read');

  // The operator answers with a screenshot.
  await typeMessage(operator, 'Here is where to check it');
  await expect(page.getByTestId('chat-typing')).toHaveText('Customer service is typing…');
  await conversation(operator).locator('input[type="file"]').setInputFiles(png('where.png'));
  await expect(conversation(operator).getByRole('list', { name: 'Images to send' }).getByRole('img')).toHaveCount(1);
  await conversation(operator).getByRole('button', { name: 'Send' }).click();

  const answer = log(page).getByTestId('chat-message').last();
  await expect(answer).toContainText('Here is where to check it');
  await expect(answer.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await expect(page.getByTestId('chat-typing')).toHaveText('');
  await expect(log(operator).getByTestId('chat-message').last()).toContainText('Read');

  // The operator closes it: the member is told, and can start again.
  await conversation(operator).getByRole('button', { name: 'Close conversation' }).click();
  await conversation(operator).getByRole('button', { name: 'Confirm' }).click();
  await expect(conversation(page)).toContainText('This conversation has ended.');
  await expect(conversation(page).getByLabel('Message', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start a new chat' }).click();
  await expect(page.getByRole('heading', { name: 'Chat with customer service' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your conversations' })).toContainText('Withdrawals');
  await operator.context().close();
});

test('a guest chats under a name, and the money queues ask for an account', async ({ page, browser }) => {
  await page.goto('/liveChat');
  await expect(page.getByRole('radio', { name: /Deposits/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'General questions' })).toBeChecked();
  await page.getByLabel('Your name').fill('Asha Guest');
  await page.getByRole('button', { name: 'Start chat' }).click();
  await typeMessage(page, 'How do I register?');
  await conversation(page).getByRole('button', { name: 'Send' }).click();
  await expect(log(page).getByTestId('chat-message')).toContainText(['How do I register?']);

  const operator = await operatorConsole(browser);
  const item = operator.getByTestId('ops-conversation').filter({ hasText: 'Asha Guest' });
  await expect(item).toContainText('Guest');
  await expect(item).toContainText('How do I register?');
  await item.click();
  await typeMessage(operator, 'Use the Sign up button at the top.');
  await operator.keyboard.press('Enter');
  await expect(log(page).getByTestId('chat-message').last()).toContainText('Use the Sign up button at the top.');

  // The guest's browser keeps the conversation: a reload opens it again with its history.
  await page.reload();
  await expect(log(page).getByTestId('chat-message')).toHaveCount(2);
  await operator.context().close();
});
