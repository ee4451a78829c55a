import { randomBytes } from 'node:crypto';

/** An order number: D (deposit) or W (withdrawal), the UTC date, and 10 random characters. */
export function newOrderNo(prefix: 'D' | 'W', now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `${prefix}${day}${randomBytes(8).toString('base64url').replace(/[-_]/g, '').slice(0, 10).toUpperCase().padEnd(10, '0')}`;
}

/** Masks all but the last 4 characters of an account number. */
export function maskNumber(n: string): string {
  return n.length <= 4 ? n : `${'*'.repeat(Math.min(8, n.length - 4))}${n.slice(-4)}`;
}

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
