/** The verify page's address, prefilled (every field optional; `receipt` loads the rest). */
export type VerifyLink = {
  receipt?: string;
  engine?: string;
  params?: unknown;
  bet?: unknown;
  actions?: unknown[];
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  win?: number;
  result?: string;
};

const JSON_FIELDS = new Set(['params', 'bet', 'actions']);

export function verifyHref(link: VerifyLink): string {
  const q = new URLSearchParams({ verify: '1' });
  for (const [k, v] of Object.entries(link)) {
    if (v === undefined || v === null || v === '') continue;
    q.set(k, JSON_FIELDS.has(k) ? JSON.stringify(v) : String(v));
  }
  return `/seamless?${q.toString()}`;
}
