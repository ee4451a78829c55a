import { describe, expect, test } from 'vitest';
import { GAME_CATEGORIES } from '@jade/contract/catalog';
import { ERROR_CODE_LIST } from '@jade/contract/errors';
import enMain from './en.json';
import neMain from './ne.json';
import enPlay from './play.en.json';
import nePlay from './play.ne.json';
import enLottery from './lottery.en.json';
import neLottery from './lottery.ne.json';
import enPromotions from './promotions.en.json';
import nePromotions from './promotions.ne.json';
import enVip from './vip.en.json';
import neVip from './vip.ne.json';
import enReferral from './referral.en.json';
import neReferral from './referral.ne.json';
import enPointMall from './pointMall.en.json';
import nePointMall from './pointMall.ne.json';
import enMissions from './missions.en.json';
import neMissions from './missions.ne.json';
import enOps from './ops/en';
import neOps from './ops/ne';

type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
}

// The game, lottery, promotions and VIP pages' sections (play.*, lottery.*, promotions.*, vip.*, referral.*, pointMall.*, missions.*, ops.*) are files of their own, loaded with those pages.
const en = {
  ...enMain,
  play: enPlay,
  lottery: enLottery,
  promotions: enPromotions,
  vip: enVip,
  referral: enReferral,
  pointMall: enPointMall,
  missions: enMissions,
  ops: enOps,
};
const ne = {
  ...neMain,
  play: nePlay,
  lottery: neLottery,
  promotions: nePromotions,
  vip: neVip,
  referral: neReferral,
  pointMall: nePointMall,
  missions: neMissions,
  ops: neOps,
};
const enKeys = flatten(en as Tree);
const neKeys = flatten(ne as Tree);

describe('locale files', () => {
  test('Nepali has exactly the English keys', () => {
    expect(Object.keys(neKeys).sort()).toEqual(Object.keys(enKeys).sort());
  });

  test('no text is empty and placeholders match between languages', () => {
    for (const [key, text] of Object.entries(enKeys)) {
      expect(text.trim(), key).not.toBe('');
      expect(neKeys[key]?.trim(), key).not.toBe('');
      const vars = (s: string) => [...s.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(vars(neKeys[key] ?? ''), key).toEqual(vars(text));
    }
  });

  test('every error code of the catalogue has its message', () => {
    for (const code of ERROR_CODE_LIST.filter((c) => c !== 'OK')) expect(enKeys[`errors.${code}`], code).toBeDefined();
  });

  test('every game category has its nav label', () => {
    for (const c of GAME_CATEGORIES) expect(enKeys[`nav.${c}`], c).toBeDefined();
  });
});
