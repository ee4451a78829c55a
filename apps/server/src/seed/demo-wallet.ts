import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import * as rounds from '../modules/rounds/rounds.service';
import * as members from '../modules/members/members.service';
import * as payments from '../modules/payments/payments.service';
import * as system from '../modules/system/system.service';
import * as wallet from '../modules/wallet/wallet.service';
import { hashSecret } from '../lib/secrets';

const DAY = 86_400_000;

/**
 * The demo's games for seeded rounds: vendor, category, code and name. Only titles the demo can
 * really play (the in-house game server's), so the winners board never shows a product in maintenance.
 */
const ROUND_GAMES = [
  { vendor: 'LOTUS', category: 'RNG', gameCode: 'LOTUS-0001', gameName: 'Golden Dragon' },
  { vendor: 'HIMAL', category: 'RNG', gameCode: 'HIMAL-0007', gameName: 'Crystal Dragon' },
  { vendor: 'ROYALDL', category: 'LIVE', gameCode: 'ROYALDL-BAC1', gameName: 'Royal Baccarat 1' },
  { vendor: 'OCEAN', category: 'FISH', gameCode: 'OCEAN-0002', gameName: 'Fishing Fortune' },
  { vendor: 'INHOUSE', category: 'INHOUSE', gameCode: 'INHOUSE-DICE', gameName: 'Jade Dice' },
] as const;

/** A small deterministic generator, so every demo database has the same history. */
function lcg(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/**
 * The demo's money: a bank-transfer channel and the local sandbox gateway, and for demo01 a
 * payment password (123456), a payout account, two approved deposits, a welcome bonus and about
 * forty settled rounds over the past three weeks — all moved through the ledger.
 */
export async function seedDemoWallet(tx: Db, merchantId: number) {
  await payments.getPaymentSettings(tx, merchantId);
  const bank = await payments.createChannel(tx, merchantId, {
    kind: 'BANK',
    name: 'Bank transfer',
    minAmount: 10_000,
    maxAmount: 100_000_000,
    fee: { percentBp: 0, fixed: 0 },
    sort: 1,
    enabled: true,
    bank: {
      bankName: 'Nabil Bank',
      accountName: 'Jade Demo Pvt. Ltd.',
      accountNumber: '0100100200300401',
      branch: 'Kathmandu, Durbar Marg',
    },
    gateway: null,
  });
  await payments.createChannel(tx, merchantId, {
    kind: 'GATEWAY',
    name: 'Sandbox Pay',
    minAmount: 10_000,
    maxAmount: 20_000_000,
    fee: { percentBp: 100, fixed: 0 },
    sort: 2,
    enabled: true,
    bank: null,
    gateway: { provider: 'sandbox', secret: randomBytes(24).toString('base64url') },
  });

  const demo = await members.findByUsername(tx, merchantId, 'demo01');
  if (!demo) return;
  await members.updateAccount(tx, demo.id, { paymentPasswordHash: await hashSecret('123456'), realName: 'Demo Player' });
  await payments.addPayoutAccount(tx, demo, {
    kind: 'BANK',
    provider: 'Nabil Bank',
    accountName: 'Demo Player',
    accountNumber: '0200300400500',
  });
  const merchant = await system.getMerchant(tx, merchantId);
  const now = Date.now();

  for (const [i, amount] of [5_000_000, 2_000_000].entries()) {
    const at = new Date(now - (20 - i * 10) * DAY);
    const d = await payments.addDeposit(tx, {
      merchantId,
      memberId: demo.id,
      orderNo: `DDEMO${i + 1}`,
      channelId: bank.id,
      amount,
      fee: 0,
      reference: `NB-DEMO-${i + 1}`,
      requestId: `seed-deposit-${i + 1}`,
      createdAt: at,
    });
    await payments.approveDeposit(tx, merchantId, d.id, { actor: 'seed', remark: 'demo' });
    await payments.backdateDepositDecision(tx, d.id, at);
    await wallet.backdateTransfers(tx, merchantId, [`deposit:${d.id}`], at);
  }

  const bonus = await wallet.transfer(tx, {
    merchantId,
    from: await wallet.systemAccount(tx, merchantId, 'bonus', merchant.currency),
    to: await wallet.walletOf(tx, merchantId, demo.id, merchant.currency),
    amount: 100_000,
    idempotencyKey: 'seed:bonus:welcome',
    type: 'BONUS',
    reason: 'bonus: Welcome bonus',
    actor: 'seed',
  });
  await wallet.recordBonusGrant(tx, {
    merchantId,
    memberId: demo.id,
    name: 'Welcome bonus',
    amount: 100_000,
    turnover: 1_500_000,
    transferId: bonus.transferId,
  });
  await wallet.backdateTransfers(tx, merchantId, ['seed:bonus:welcome'], new Date(now - 15 * DAY));

  const rnd = lcg(2026);
  for (let i = 0; i < 40; i++) {
    const g = ROUND_GAMES[i % ROUND_GAMES.length]!;
    const at = new Date(now - Math.floor((40 - i) * 0.45 * DAY) - Math.floor(rnd() * 3_600_000));
    const stake = (1 + Math.floor(rnd() * 20)) * 1_000;
    const multiplier = rnd() < 0.45 ? [0.5, 1.5, 2, 3, 5, 10][Math.floor(rnd() * 6)]! : 0;
    const win = Math.round(stake * multiplier);
    const roundRef = `SEED-${g.vendor}-${String(i + 1).padStart(4, '0')}`;
    await rounds.settleRound(tx, {
      merchantId,
      memberId: demo.id,
      currency: merchant.currency,
      ...g,
      roundRef,
      stake,
      win,
      result: win > 0 ? `win x${multiplier}` : 'lose',
      detail: { multiplier, line: 1 + (i % 20) },
      at,
    });
    await wallet.backdateTransfers(tx, merchantId, [`bet:${g.vendor}:${roundRef}`, `win:${g.vendor}:${roundRef}`], at);
  }
}
