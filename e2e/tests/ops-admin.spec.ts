import { E2E_ADMIN_TOKEN } from '../playwright.config';
import { expect, test } from '../fixtures';
import { createOperator, signInConsole, type ConsoleOperator } from '../operators';

const adminHeaders = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

// Two browsers and several pages of the console: longer than most stories.
test.slow();

test('the first admin creates a finance operator in the console, finds it in the audit log, switches a flag back and forth, previews maintenance and requires a sign-up field', async ({
  page,
  request,
  browser,
}) => {
  const admin = await createOperator(request, 'admin');
  await signInConsole(page, admin);
  const menu = page.getByRole('navigation', { name: 'Operator console' });

  // Operators: a weak password is refused naming the field, then the finance operator is created.
  await menu.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', level: 1 })).toBeVisible();
  const form = page.getByTestId('ops-operator-create');
  const finance: ConsoleOperator = { username: `fin${Date.now().toString(36)}`, password: 'Finance2026console', role: 'finance' };
  await form.getByLabel('Operator name').fill(finance.username);
  await form.getByLabel('Password', { exact: true }).fill('short1');
  await form.getByLabel('Role', { exact: true }).selectOption('finance');
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(form.getByText('At least 12 characters with a letter and a digit.')).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(finance.password);
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(form.getByRole('status')).toContainText(finance.username);
  const row = page.locator(`[data-operator="${finance.username}"]`);
  await expect(row.getByRole('combobox', { name: `Role of ${finance.username}` })).toHaveValue('finance');
  await expect(row).toContainText('Not set up');

  // The finance operator signs in in a browser of their own and sets up the authenticator.
  const financeContext = await browser.newContext();
  const financePage = await financeContext.newPage();
  await signInConsole(financePage, finance);
  const financeMenu = financePage.getByRole('navigation', { name: 'Operator console' });
  await expect(financeMenu.getByRole('link', { name: 'Finance' })).toBeVisible();
  await expect(financeMenu.getByRole('link', { name: 'Operators' })).toHaveCount(0);
  await financeContext.close();
  await page.reload();
  await expect(row).not.toContainText('Not set up');
  await expect(row).toContainText('Set up');

  // The audit log, filtered by the admin's own name and the action: the creation and its diff.
  await menu.getByRole('link', { name: 'Audit log' }).click();
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByLabel('Operator', { exact: true }).fill(admin.username);
  await filters.getByLabel('Action (starts with)').fill('operator.create');
  await filters.getByRole('button', { name: 'Search' }).click();
  const entries = page.getByTestId('ops-audit-entry');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText(admin.username);
  await entries.first().getByText('operator.create', { exact: true }).click();
  const diff = entries.first().getByTestId('ops-audit-diff');
  await expect(diff.getByRole('row', { name: /^username/ })).toContainText(finance.username);
  await expect(diff.getByRole('row', { name: /^username/ })).toContainText('Added');
  await expect(diff.getByRole('row', { name: /^role/ })).toContainText('finance');

  // System: a feature flag switched and put back, as the server reads it.
  await menu.getByRole('link', { name: 'System' }).click();
  await page.getByRole('link', { name: 'Feature flags' }).click();
  const flag = page.getByRole('checkbox', { name: 'Trial (free play) login' });
  const flagNow = async () => (await (await request.get('/ops/flags', { headers: adminHeaders })).json()).value.FREEPLAY3;
  const was = await flagNow();
  await expect(flag).toBeChecked({ checked: was });
  await flag.click();
  await expect(flag).toBeChecked({ checked: !was });
  await expect.poll(flagNow).toBe(!was);
  await flag.click();
  await expect(flag).toBeChecked({ checked: was });
  await expect.poll(flagNow).toBe(was);

  // Maintenance: the page previewed with an unsaved title, and the site stays open.
  await page.getByRole('link', { name: 'Maintenance' }).click();
  await expect(page.getByTestId('ops-maintenance-state')).toHaveText('The site is open.');
  await page.getByRole('group', { name: 'English' }).getByLabel('Title').fill('Back in ten minutes');
  await page.getByRole('button', { name: 'Preview the page' }).click();
  const preview = page.getByTestId('ops-maintenance-preview');
  await expect(preview.getByRole('heading', { name: 'Back in ten minutes' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Customer service' })).toBeVisible();
  const status = await request.get('/wps/system/status');
  expect((await status.json()).value.status).toBe(0);
  const system = await request.get('/ops/system', { headers: adminHeaders });
  expect((await system.json()).value).toMatchObject({ maintenance: false });
  expect((await system.json()).value.maintenanceTitle.en).not.toBe('Back in ten minutes');

  // Registration: WhatsApp shown and required on the sign-up form, then the fields put back.
  const registerConfig = async () => (await (await request.get('/wps/system/setting/register')).json()).value;
  const fieldsBefore = (await registerConfig()).fields;
  await page.getByRole('link', { name: 'Registration' }).click();
  const fieldsTable = page.getByTestId('ops-register-fields');
  const required = fieldsTable.getByRole('checkbox', { name: 'Required: WhatsApp' });
  await expect(required).toBeDisabled();
  await fieldsTable.getByRole('checkbox', { name: 'Shown: WhatsApp' }).check();
  await required.check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect((await registerConfig()).fields.whatsapp).toMatchObject({ enabled: true, required: true, acceptedPattern: '*' });
  const restored = await request.put('/ops/register-settings', { headers: adminHeaders, data: { fields: fieldsBefore } });
  expect(restored.ok()).toBe(true);
});
