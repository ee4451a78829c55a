import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { toInt } from '../../db/normalize';
import { escapeXml } from '../../lib/svg';
import * as system from '../system/system.service';
import { depositWithChannel } from './payments.deposits';
import { checkoutSignature, signCallback } from './payments.gateways';

/** How long after the first callback the sandbox sends it again, as real gateways do. */
export const SANDBOX_REPEAT_MS = 1500;

const TEXT = {
  en: {
    title: 'Sandbox Pay',
    note: 'A test payment gateway run by this server. No real money moves.',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay',
    cancel: 'Cancel',
    invalid: 'This payment link is not valid.',
    done: 'This order is already',
  },
  ne: {
    title: 'स्यान्डबक्स पे',
    note: 'यो सर्भरले चलाएको परीक्षण भुक्तानी गेटवे। कुनै वास्तविक पैसा सर्दैन।',
    merchant: 'व्यापारी',
    order: 'अर्डर',
    amount: 'रकम',
    pay: 'भुक्तानी गर्नुहोस्',
    cancel: 'रद्द गर्नुहोस्',
    invalid: 'यो भुक्तानी लिङ्क मान्य छैन।',
    done: 'यो अर्डर पहिले नै',
  },
};

const Params = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{4,40}$/) });
const Query = z.object({
  amount: z.coerce.number().int().positive(),
  sig: z.string().regex(/^[0-9a-f]{64}$/),
  lang: z.string().optional(),
});

/**
 * The demo merchant's local payment gateway: its own checkout page where the member pays or
 * cancels, then signed callbacks to the merchant (the first at once, a repeat shortly after), and a
 * redirect back to the deposit page. It speaks to the merchant only through the callback URL.
 */
export async function sandboxGatewayRoutes(app: FastifyInstance) {
  const load = async (orderNo: string, amount: number, sig: string) => {
    const row = await depositWithChannel(app.db, app.merchantId, { orderNo }).catch(() => null);
    const g = row?.c.gateway;
    if (!row || !g || g.provider !== 'sandbox' || toInt(row.d.amount) !== amount) return null;
    return checkoutSignature(g.secret, orderNo, amount) === sig ? row : null;
  };
  const lang = (q: { lang?: string | undefined }, accept: string | undefined) =>
    q.lang === 'ne' || (!q.lang && /^ne\b/.test(accept ?? '')) ? 'ne' : 'en';

  app.get('/sandbox-gateway/checkout/:orderNo', async (req, reply) => {
    const p = Params.safeParse(req.params);
    const q = Query.safeParse(req.query);
    const t = TEXT[lang(q.success ? q.data : {}, req.headers['accept-language'])];
    const row = p.success && q.success ? await load(p.data.orderNo, q.data.amount, q.data.sig) : null;
    if (!row || !q.success) return page(reply.code(404), t.title, `<p>${t.invalid}</p>`);
    const merchant = await system.getMerchant(app.db, app.merchantId);
    if (row.d.status !== 'PENDING') return page(reply, t.title, `<p>${t.done} ${escapeXml(row.d.status)}.</p>`);
    const amount = (q.data.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const action = (what: string) =>
      `/sandbox-gateway/checkout/${row.d.orderNo}/${what}?amount=${q.data.amount}&sig=${q.data.sig}`;
    return page(
      reply,
      t.title,
      `<p class="note">${t.note}</p>
<dl><dt>${t.merchant}</dt><dd>${escapeXml(merchant.name)}</dd><dt>${t.order}</dt><dd>${row.d.orderNo}</dd>
<dt>${t.amount}</dt><dd><strong>${escapeXml(merchant.currencySymbol)} ${amount}</strong></dd></dl>
<form method="post" action="${action('pay')}"><button type="submit">${t.pay}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="secondary">${t.cancel}</button></form>`,
    );
  });

  app.post('/sandbox-gateway/checkout/:orderNo/:decision', async (req, reply) => {
    const p = Params.extend({ decision: z.enum(['pay', 'cancel']) }).safeParse(req.params);
    const q = Query.safeParse(req.query);
    const row = p.success && q.success ? await load(p.data.orderNo, q.data.amount, q.data.sig) : null;
    if (!row || !p.success)
      return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'No such checkout', value: null });
    const merchant = await system.getMerchant(app.db, app.merchantId);
    const body = JSON.stringify({
      orderNo: row.d.orderNo,
      gatewayRef: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
      status: p.data.decision === 'pay' ? 'PAID' : 'FAILED',
      amount: toInt(row.d.amount),
      currency: merchant.currency,
    });
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: `/wps/payments/gateway/callback/${row.c.id}`,
        headers: { 'content-type': 'application/json', ...signCallback(row.c.gateway!.secret, body) },
        payload: body,
      });
    await deliver();
    setTimeout(() => void deliver().catch(() => undefined), SANDBOX_REPEAT_MS).unref();
    return reply.redirect(`/member?page=depositv2&order=${row.d.orderNo}`, 303);
  });
}

function page(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .send(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>
body{font-family:system-ui,sans-serif;background:#0f3d2e;color:#102a20;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:24px;max-width:380px;width:calc(100% - 32px)}
h1{margin:0 0 8px;font-size:22px}.note{color:#555;font-size:14px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:#555}dd{margin:0}button{width:100%;padding:12px;margin-top:10px;border:0;border-radius:8px;background:#16a34a;color:#fff;font-size:16px;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111}
</style></head><body><main><h1>${title}</h1>${body}</main></body></html>`);
}
