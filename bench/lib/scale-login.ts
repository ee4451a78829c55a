// Signs accounts in through the real API (encrypted as the browser does) and prints one JSON line
// of their session tokens. Usage: tsx bench/lib/scale-login.ts <base> <user>:<password>…
import type { PublicKeyInfo } from '@jade/contract/crypto';
import { encryptPayload } from '@jade/contract/crypto-encrypt';

const [base, ...pairs] = process.argv.slice(2) as [string, ...string[]];
const json = async (res: Response) => {
  const body = (await res.json()) as { success: boolean; value: unknown; message: string };
  if (!body.success) throw new Error(`${res.url}: ${body.message}`);
  return body.value as Record<string, unknown>;
};
const key = (await json(await fetch(`${base}/wps/system/publicKey`))) as unknown as PublicKeyInfo;
const tokens: Record<string, string> = {};
for (const pair of pairs) {
  const [username, password] = pair.split(':') as [string, string];
  const login = await json(
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptPayload({ username, password }, key, '/wps/session/login')),
    }),
  );
  tokens[username] = String(login.token);
}
console.log(JSON.stringify(tokens));
