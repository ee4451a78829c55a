import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { launchFrom, played } from './play';
import { E2E_ADMIN_TOKEN } from './playwright.config';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const MIN = 60_000;

type Created = { id: number; input: Record<string, unknown> };

/**
 * The operator's promotions, as their script calls the API: a promotion created running from a
 * minute ago for an hour, ended now, settled now, and taken off the page when the story is done
 * (each worker's stories share one server: the other stories count the demo's cards).
 */
export class OpsPromotions {
  constructor(private readonly request: APIRequestContext) {}

  async create(title: string, type: string, terms: Record<string, unknown>): Promise<Created> {
    const input = {
      type,
      title: { en: title, ne: title },
      rules: { en: `<p>${title}</p>` },
      bannerUrl: '',
      startsAt: new Date(Date.now() - MIN).toISOString(),
      endsAt: new Date(Date.now() + 60 * MIN).toISOString(),
      enabled: true,
      sequence: 90,
      terms,
    };
    const res = await this.request.post('/ops/promotions', { data: input, headers: admin });
    expect(res.status(), await res.text()).toBe(200);
    return { id: (await res.json()).value.id as number, input };
  }

  private async put(p: Created, change: Record<string, unknown>) {
    const res = await this.request.put(`/ops/promotions/${p.id}`, { data: { ...p.input, ...change }, headers: admin });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** Ends it now, and settles it at once (a ranking's prizes, a raffle's draw). */
  async endAndSettle(p: Created) {
    await this.put(p, { endsAt: new Date().toISOString() });
    const res = await this.request.post(`/ops/promotions/${p.id}/settle`, { headers: admin });
    expect(res.status(), await res.text()).toBe(200);
  }

  disable(p: Created) {
    return this.put(p, { enabled: false });
  }
}

/** In-house dice rounds played from the games page; returns the stakes settled. */
export async function playDice(page: Page, rounds: number): Promise<number> {
  await page.goto('/rng?vassalage=INHOUSE');
  const { game } = await launchFrom(page, '', /^INHOUSE-DICE$/);
  await game.getByTestId('rules-close').click();
  let staked = 0;
  for (let i = 0; i < rounds; i++) {
    const roll = await played(game, () => game.getByTestId('roll').click());
    await expect(game.getByTestId('roll')).toBeEnabled();
    staked += roll.round.stake;
  }
  await game.close();
  return staked;
}

/** Opens a promotion's details from its card on /promotions. */
export async function openPromotion(page: Page, title: string) {
  await page.goto('/promotions');
  await page.getByTestId('promotions-page').getByRole('button', { name: title, exact: true }).click();
  return page.getByRole('dialog', { name: title });
}

/** "Rs 1,234.50" for minor units, as the English pages write money. */
export const rs = (minor: number) =>
  `Rs ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A bank-transfer deposit of `amount` (major units) from the deposit page, left pending for the operator. */
export async function deposit(page: Page, amount: string) {
  await page.goto('/member?page=depositv2');
  const form = page.getByTestId('deposit-page');
  await form.getByRole('button', { name: /Bank transfer/ }).click();
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Transfer reference').fill(`KIND-${Date.now()}`);
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(form.getByTestId('deposit-success')).toContainText('pending approval');
}
