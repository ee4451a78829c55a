import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { newMember, png } from '../members';
import { E2E_ADMIN_TOKEN } from '../playwright.config';

const TITLE = 'Share your big win';
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The operator approves the member's waiting application through the API, as their desk would. */
async function approveApplication(request: APIRequestContext, username: string) {
  const res = await request.get('/ops/promotions/applications?status=APPLYING&pageSize=50', { headers: admin });
  expect(res.status(), await res.text()).toBe(200);
  const { list } = (await res.json()).value as { list: { id: number; username: string }[] };
  const application = list.find((a) => a.username === username);
  if (!application) throw new Error(`no waiting application from ${username}`);
  const approved = await request.post(`/ops/promotions/applications/${application.id}/approve`, {
    data: { remark: 'Congratulations' },
    headers: admin,
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

test('a member applies with a remark and an image, the operator approves, and the reward waits in the reward centre', async ({
  page,
  ops,
  request,
}) => {
  const username = await newMember(page, ops, 'pa');
  await page.goto('/promotions');
  const promotions = page.getByTestId('promotions-page');
  await expect(promotions.getByTestId('promotion-card')).toHaveCount(4);
  await promotions.getByRole('button', { name: TITLE, exact: true }).click();
  const detail = page.getByRole('dialog', { name: TITLE });
  const terms = detail.getByTestId('promotion-terms');
  await expect(terms).toContainText('once the operator approves, Rs 100.00 goes to the reward centre.');
  await expect(terms).toContainText('Attach at least 1 image (PNG or JPG).');
  await expect(terms).toContainText('One application per member');
  await detail.getByRole('button', { name: 'Apply' }).click();

  const dialog = page.getByRole('dialog', { name: `Apply: ${TITLE}` });
  await dialog.getByLabel('Remark').fill('Won Rs 50,000 on slots last night!');
  await expect(dialog.getByTestId('apply-count')).toHaveText('34 / 140 characters');
  await dialog.getByLabel('Images').setInputFiles(png('big-win.png'));
  await expect(dialog.getByRole('img', { name: 'Preview of big-win.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send application' }).dblclick();
  await expect(dialog).toHaveCount(0);

  const card = promotions.getByTestId('promotion-card').filter({ hasText: TITLE });
  await expect(card.getByTestId('promotion-state')).toHaveText('Waiting for review');
  await card.getByRole('button', { name: TITLE }).click();
  await expect(detail.getByRole('button', { name: 'Waiting for review' })).toBeDisabled();
  await expect(detail.getByTestId('application-note')).toHaveText("Your application is waiting for the operator's review.");
  await page.keyboard.press('Escape');

  await approveApplication(request, username);

  await page.goto('/member?page=rewardCenter');
  const reward = page.getByTestId('reward-centre').getByTestId('reward-item').filter({ hasText: TITLE });
  await expect(reward.getByTestId('reward-amount')).toHaveText('Rs 100.00');

  await page.goto('/promotions');
  await expect(card.getByTestId('promotion-state')).toHaveText('Issued');
  await card.getByRole('button', { name: TITLE }).click();
  await expect(detail.getByRole('button', { name: 'Issued' })).toBeDisabled();
  await expect(detail.getByTestId('application-note')).toContainText('Your application was approved');
});

test('the application dialog fits a phone and refuses a remark over 140 characters', async ({ page, ops }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await newMember(page, ops, 'pp');
  await page.goto('/promotions');
  await page.getByTestId('promotions-page').getByRole('button', { name: TITLE, exact: true }).click();
  await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Apply' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${TITLE}` });
  await dialog.getByLabel('Remark').fill('x'.repeat(141));
  await expect(dialog.getByTestId('apply-count')).toHaveText('141 / 140 characters');
  await expect(dialog.getByRole('alert')).toHaveText('The remark is too long: at most 140 characters.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});
