// Signs bench players in through the real API (encrypted as the browser does), launches a title
// for each and opens its game session: prints one JSON line, the game-session tokens and the
// title's smallest stake. Usage: tsx bench/lib/game-sessions.ts <base> <gameCode> <password> <user>…
import type { PublicKeyInfo } from '@jade/contract/crypto';
import { encryptPayload } from '@jade/contract/crypto-encrypt';

const [base, gameCode, password, ...users] = process.argv.slice(2) as [string, string, string, ...string[]];
const json = async (res: Response) => {
  const body = (await res.json()) as { success: boolean; value: unknown; message: string };
  if (!body.success) throw new Error(`${res.url}: ${body.message}`);
  return body.value as Record<string, unknown>;
};
const key = (await json(await fetch(`${base}/wps/system/publicKey`))) as unknown as PublicKeyInfo;
const vendor = gameCode.split('-')[0]!;
const list = await json(await fetch(`${base}/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageSize=20`));
const game = (list.list as { gameCode: string; nodeId: string }[]).find((g) => g.gameCode === gameCode);
if (!game) throw new Error(`no title ${gameCode}`);
const sessions: string[] = [];
let minStake = 0;
for (const username of users) {
  const login = await json(
    await fetch(`${base}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await encryptPayload({ username, password }, key, '/wps/session/login')),
    }),
  );
  const launch = await json(
    await fetch(`${base}/wps/game/launchGame`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${String(login.token)}` },
      body: JSON.stringify({ nodeId: game.nodeId, mode: 'real', language: 'en' }),
    }),
  );
  const t = new URL(String(launch.url), base).searchParams.get('t');
  const s = await json(
    await fetch(`${base}/gs/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken: t, gameCode }),
    }),
  );
  sessions.push(String(s.session));
  minStake = (s.game as { stakeLevels: number[] }).stakeLevels[0]!;
}
console.log(JSON.stringify({ sessions, minStake }));
