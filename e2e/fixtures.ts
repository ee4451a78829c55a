import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './playwright.config';

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

  setBlockedRanges(ranges: string[]) {
    return this.put('/system/blocked-ranges', { ranges });
  }
}

export const test = base.extend<{ ops: Ops }>({
  ops: async ({ request }, use) => {
    const ops = new Ops(request);
    await use(ops);
    // Leave the shared server open for the next test whatever happened.
    await ops.setMaintenance(false);
    await ops.setBlockedRanges([]);
  },
});

export { expect };
