import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server';
import { E2E_ADMIN_TOKEN, E2E_IDP_PORT, E2E_PORT } from './playwright.config';

/** The operator API, as an operator's script would call it. */
export class Ops {
  constructor(private readonly request: APIRequestContext) {}

  private async put(path: string, data: unknown) {
    const res = await this.request.put(`/ops${path}`, { data, headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(res.status(), await res.text()).toBe(200);
  }

  setMaintenance(maintenance: boolean, title?: string) {
    return this.put('/system/maintenance', { maintenance, ...(title ? { title: { en: title } } : {}) });
  }

  /** The newest SMS code sent to a number, read from the outbox as an operator would. */
  async latestSmsCode(recipient: string): Promise<string> {
    const res = await this.request.get(`/ops/outbox?channel=sms&recipient=${encodeURIComponent(recipient)}&limit=1`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const [message] = (await res.json()).value as { body: string }[];
    const code = message && /(\d{6})/.exec(message.body)?.[1];
    if (!code) throw new Error(`no SMS code for ${recipient}`);
    return code;
  }

  /** The newest link in an e-mail to the address. */
  async latestEmailLink(recipient: string): Promise<string> {
    const res = await this.request.get(`/ops/outbox?channel=email&recipient=${encodeURIComponent(recipient)}&limit=1`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    const [message] = (await res.json()).value as { body: string }[];
    const link = message && /(https?:\/\/\S+)/.exec(message.body)?.[1];
    if (!link) throw new Error(`no link e-mailed to ${recipient}`);
    return link;
  }

  /** A fresh member made by the operator API, so a test can change its password freely. */
  async createMember(input: {
    username: string;
    password: string;
    mobile?: string;
    email?: string;
    type?: number;
    uplineUsername?: string;
  }) {
    const res = await this.request.post('/ops/accounts', {
      data: { type: 0, ...input },
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  setBlockedRanges(ranges: string[]) {
    return this.put('/system/blocked-ranges', { ranges });
  }

  /** An internal message to one member (plain text, English). */
  sendMessage(username: string, title: string, content: string) {
    return this.post('/messages', { audience: { to: 'member', username }, title: { en: title }, content: { en: content } });
  }

  /** The member's newest open feedback, as the operator's desk lists it. */
  async openFeedback(username: string): Promise<{ id: number; content: string; type: number }> {
    const page = (await this.get('/feedback?status=OPEN&pageSize=100')) as {
      list: { id: number; sender: string; content: string; type: number }[];
    };
    const found = page.list.find((f) => f.sender === username);
    if (!found) throw new Error(`no open feedback from ${username}`);
    return found;
  }

  answerFeedback(id: number, answer: string) {
    return this.post(`/feedback/${id}/answer`, { answer });
  }

  private async post(path: string, data: unknown = {}) {
    const res = await this.request.post(`/ops${path}`, { data, headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).value;
  }

  private async get(path: string) {
    const res = await this.request.get(`/ops${path}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).value;
  }

  /** Credits (or with a negative amount debits) a member's wallet in minor units. */
  adjustBalance(username: string, amount: number) {
    return this.post(`/members/${username}/adjust`, {
      amount,
      reason: 'e2e funding',
      idempotencyKey: `e2e-${username}-${Date.now()}`,
    });
  }

  /** The member's oldest pending deposit or withdrawal, as the operator's queue shows it. */
  async pendingOrder(kind: 'deposits' | 'withdrawals', username: string): Promise<{ id: number; amount: number }> {
    const page = (await this.get(`/${kind}?status=PENDING&pageSize=100`)) as {
      list: { id: number; amount: number; username: string }[];
    };
    const order = page.list.find((o) => o.username === username);
    if (!order) throw new Error(`no pending ${kind} for ${username}`);
    return order;
  }

  approveDeposit(id: number) {
    return this.post(`/deposits/${id}/approve`, { remark: 'e2e' });
  }

  payWithdrawal(id: number) {
    return this.post(`/withdrawals/${id}/pay`, { remark: 'e2e' });
  }

  /** Closes a disputed withdrawal, returning `refundAmount` (minor units) to the member. */
  resolveWithdrawal(id: number, refundAmount: number) {
    return this.post(`/withdrawals/${id}/resolve`, { refundAmount, remark: 'e2e: refunded after review' });
  }

  /** A bonus credit locked until `turnover` (minor units) of valid bets. */
  grantBonus(username: string, input: { amount: number; turnover: number; name: string }) {
    return this.post(`/members/${username}/bonus`, { ...input, idempotencyKey: `e2e-bonus-${username}-${Date.now()}` });
  }

  /** The first page of a member's account record, newest first (signed amounts in minor units). */
  async ledger(username: string): Promise<{ type: string; amount: number; balanceAfter: number }[]> {
    return (
      (await this.get(`/members/${username}/ledger?pageNo=1`)) as {
        list: { type: string; amount: number; balanceAfter: number }[];
      }
    ).list;
  }

  /** The merchant's payment settings: wallet mode, withdrawal limits, auto-received and expiry minutes. */
  paymentSettings(): Promise<Record<string, unknown> & { walletMode: 'SINGLE' | 'TRANSFER' }> {
    return this.get('/payment-settings');
  }

  setPaymentSettings(settings: Record<string, unknown>) {
    return this.put('/payment-settings', settings);
  }

  /** The merchant's player-protection defaults: the reality check of members who have not chosen, and whether it is required. */
  setProtectionDefaults(realityCheckMinutes: 0 | 15 | 30 | 60, realityCheckRequired: boolean) {
    return this.put('/protection/defaults', { realityCheckMinutes, realityCheckRequired });
  }
}

/**
 * The network every story that signs demo01 in comes from. demo01's first sign-in on a server
 * trusts its network and a later one from another network asks for a one-time code (codes to one
 * number are limited per hour): from this one network none asks, whichever files ran before.
 */
export const DEMO_NETWORK = '198.18.251.21';

let visitor = 0;

/** An announcement as the operator's API lists and takes it (contract OpsAnnouncement). */
type Announcement = { id: number; startsAt: string; endsAt: string | null } & Record<string, unknown>;

/**
 * The demo's announcement popups would cover every page: each worker's server starts with them
 * parked (their start moved to 2100, through the operator's API), and only the stories that ask
 * for them (`popups: true`) have them back, as the demo made them, for their own length. This is
 * the server's own state, not a rewritten answer: intercepting a call makes Playwright pause every
 * request of the context and turns the browser's cache off (7–20 % of the stories' CPU, measured).
 */
class DemoPopups {
  private constructor(
    private readonly baseURL: string,
    private readonly demo: Announcement[],
  ) {}

  static async park(baseURL: string): Promise<DemoPopups> {
    const res = await fetch(`${baseURL}/ops/announcements?type=PU`, { headers: OPS_HEADERS });
    if (!res.ok) throw new Error(`listing the demo's popups: ${res.status} ${await res.text()}`);
    const popups = new DemoPopups(baseURL, ((await res.json()) as { value: Announcement[] }).value);
    await popups.park();
    return popups;
  }

  park() {
    return this.put((a) => ({ ...a, startsAt: PARKED_UNTIL, endsAt: null }));
  }

  restore() {
    return this.put((a) => a);
  }

  private async put(change: (a: Announcement) => Announcement) {
    for (const popup of this.demo) {
      const { id, ...input } = change(popup);
      const res = await fetch(`${this.baseURL}/ops/announcements/${id}`, {
        method: 'PUT',
        headers: { ...OPS_HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      if (!res.ok) throw new Error(`changing demo popup ${id}: ${res.status} ${await res.text()}`);
    }
  }
}

const OPS_HEADERS = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PARKED_UNTIL = '2100-01-01T00:00:00.000Z';

export const test = base.extend<
  { ops: Ops; visitorIp: string; popups: boolean; popupsShown: void },
  { appServer: AppServer; demoPopups: DemoPopups }
>({
  // Each worker's own server on a fresh database, so workers never share server state.
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object pattern; this one has none
    async ({}, use, workerInfo) => {
      const port = E2E_PORT + 1 + workerInfo.parallelIndex;
      if (port >= E2E_IDP_PORT)
        throw new Error(`worker ${workerInfo.parallelIndex} would serve on the IdP's port: use fewer workers`);
      const server = await startAppServer(port);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  demoPopups: [async ({ appServer }, use) => use(await DemoPopups.park(appServer.baseURL)), { scope: 'worker', auto: true }],
  // page, request, browser.newContext() and ops all go to the worker's server.
  baseURL: async ({ appServer }, use) => {
    await use(appServer.baseURL);
  },
  popups: [false, { option: true }],
  popupsShown: [
    async ({ popups, demoPopups }, use) => {
      if (!popups) return use();
      await demoPopups.restore();
      try {
        await use();
      } finally {
        await demoPopups.park();
      }
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as an object pattern; this one has none
  visitorIp: async ({}, use, info) => {
    visitor += 1;
    await use(`198.18.${info.workerIndex % 250}.${(visitor % 250) + 1}`);
  },
  extraHTTPHeaders: async ({ visitorIp }, use) => {
    await use({ 'x-forwarded-for': visitorIp });
  },
  ops: async ({ request }, use) => {
    const ops = new Ops(request);
    await use(ops);
    // Leave the worker's server open for the next test whatever happened.
    await ops.setMaintenance(false);
    await ops.setBlockedRanges([]);
  },
});

export { expect };

/**
 * Signs a member in from the header's login button, staying on the current page (home when the
 * tab is blank). The sign-in may ask for the one-time code of a new network: it is read from the
 * SMS outbox as an operator would.
 */
export async function signIn(page: Page, ops: Ops, username = 'demo01', password = 'Demo@1234', mobile = '+9779800000001') {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const account = page.getByTestId('header-account');
  const code = dialog.getByLabel('One-time code');
  await expect(account.or(code)).toBeVisible();
  if (await code.isVisible()) {
    await code.fill(await ops.latestSmsCode(mobile));
    await dialog.getByRole('button', { name: 'Log in' }).click();
  }
  await expect(account).toHaveText(username);
}
