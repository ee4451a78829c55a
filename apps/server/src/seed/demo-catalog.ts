import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ENGINES } from '@jade/contract/games';
import { declaredRtpBp } from '@jade/engines/index';
import { PROFILE_LINES, rtpBp } from '@jade/engines/slot';
import * as catalog from '../modules/catalog/catalog.service';

const isEngine = (e: string): e is (typeof ENGINES)[number] => (ENGINES as readonly string[]).includes(e);

/** Words of generated slot titles, English and Nepali side by side (same index = same word). */
const ADJ = [
  ['Lucky', 'भाग्यशाली'],
  ['Golden', 'सुनौलो'],
  ['Royal', 'शाही'],
  ['Mystic', 'रहस्यमय'],
  ['Wild', 'जंगली'],
  ['Sacred', 'पवित्र'],
  ['Thunder', 'गर्जने'],
  ['Silver', 'चाँदीको'],
  ['Jade', 'जेड'],
  ['Fire', 'आगोको'],
  ['Crystal', 'स्फटिक'],
  ['Midnight', 'मध्यरातको'],
  ['Emerald', 'पन्ना'],
  ['Ruby', 'माणिक'],
  ['Himalayan', 'हिमाली'],
  ['Ancient', 'प्राचीन'],
  ['Mega', 'मेगा'],
  ['Super', 'सुपर'],
  ['Happy', 'खुसी'],
  ['Grand', 'भव्य'],
] as const;
const NOUN = [
  ['Dragon', 'ड्रागन', 'dragon'],
  ['Lotus', 'कमल', 'lotus'],
  ['Tiger', 'बाघ', 'tiger'],
  ['Fortune', 'भाग्य', 'gold'],
  ['Fruits', 'फलफूल', 'fruit'],
  ['Ocean', 'समुद्र', 'ocean'],
  ['Temple', 'मन्दिर', 'temple'],
  ['Yeti', 'यति', 'yeti'],
  ['Panda', 'पाण्डा', 'panda'],
  ['Phoenix', 'फिनिक्स', 'phoenix'],
  ['Elephant', 'हात्ती', 'elephant'],
  ['Gems', 'रत्न', 'gems'],
  ['Stars', 'ताराहरू', 'stars'],
  ['Rhino', 'गैंडा', 'rhino'],
  ['Peacock', 'मयूर', 'peacock'],
  ['Treasure', 'खजाना', 'treasure'],
  ['Moon', 'चन्द्रमा', 'moon'],
  ['Festival', 'चाड', 'festival'],
  ['Mountain', 'हिमाल', 'mountain'],
  ['Koi', 'कोइ माछा', 'koi'],
] as const;
const SUFFIX = [
  ['', ''],
  [' Deluxe', ' डिलक्स'],
  [' Megaways', ' मेगावेज'],
  [' 2', ' २'],
  [' Hold & Win', ' होल्ड एन्ड विन'],
] as const;

/** The demo's RNG slot vendors and how many titles each has (10,000 in all). */
export const RNG_VENDORS = ['LOTUS', 'HIMAL', 'EVEREST', 'YETI', 'RHINO'] as const;
export const TITLES_PER_RNG_VENDOR = 2000;
/** The vendors whose titles the in-house game server runs in the demo. */
export const INHOUSE_VENDORS = ['INHOUSE', ...RNG_VENDORS, 'ROYALDL', 'CRYSTAL', 'OCEAN'] as const;
/** The lottery server's vendors (spec §3: lottery-type vendors), played on the site's lottery pages. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
/** The sportsbook's vendors (modules/sportsbook): sports, e-sports and cockfight. */
export const SPORTSBOOK_VENDORS = ['SUMMIT', 'IMES', 'DS88'] as const;

const PROFILES = sql.raw(String(PROFILE_LINES.length));
const ints = (xs: readonly number[]) => sql.raw(`ARRAY[${xs.map((x) => Math.trunc(x)).join(',')}]::int[]`);
const arr = (xs: readonly string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(',')}]::text[]`);

type Title = {
  vendor: string;
  category: string;
  gameCode: string;
  en: string;
  ne: string;
  theme: string;
  classify: string;
  engine: string;
  minBet?: number;
  maxBet?: number;
  freeTrial?: boolean;
  isHot?: boolean;
  isNew?: boolean;
};

const INHOUSE: Title[] = [
  ['dice', 'Dice', 'पासा'],
  ['crash', 'Crash', 'क्र्यास'],
  ['limbo', 'Limbo', 'लिम्बो'],
  ['mines', 'Mines', 'माइन्स'],
  ['plinko', 'Plinko', 'प्लिन्को'],
  ['keno', 'Keno', 'केनो'],
].map(([engine, en, ne], i) => ({
  vendor: 'INHOUSE',
  category: 'INHOUSE',
  gameCode: `INHOUSE-${engine!.toUpperCase()}`,
  en: `Jade ${en}`,
  ne: `जेड ${ne}`,
  theme: engine!,
  classify: 'AC',
  engine: engine!,
  // Whole-unit stakes keep the floor of each payout far below the declared RTP's precision.
  minBet: 1000,
  maxBet: 1_000_000,
  freeTrial: true,
  isHot: i < 3,
}));

const tables = (vendor: string, brandEn: string, brandNe: string): Title[] =>
  [
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ code: `BAC${n}`, en: `Baccarat ${n}`, ne: `ब्याकारेट ${n}`, engine: 'baccarat' })),
    ...[1, 2, 3].map((n) => ({ code: `RLT${n}`, en: `European Roulette ${n}`, ne: `युरोपेली रुलेट ${n}`, engine: 'roulette' })),
    ...[1, 2, 3].map((n) => ({ code: `DT${n}`, en: `Dragon Tiger ${n}`, ne: `ड्रागन टाइगर ${n}`, engine: 'dragontiger' })),
  ].map((t, i) => ({
    vendor,
    category: 'LIVE',
    gameCode: `${vendor}-${t.code}`,
    en: `${brandEn} ${t.en}`,
    ne: `${brandNe} ${t.ne}`,
    theme: t.engine,
    classify: 'TG',
    engine: t.engine,
    minBet: 1000,
    maxBet: 1_000_000,
    isHot: i === 0,
  }));

const FISH_NAMES = [
  ['Ocean King', 'समुद्री राजा'],
  ['Fishing Fortune', 'माछा मार्ने भाग्य'],
  ['Golden Toad', 'सुनौलो भ्यागुतो'],
  ['Deep Sea Hunter', 'गहिरो समुद्री सिकारी'],
  ['Koi Catch', 'कोइ समात'],
  ['Dragon Fishing', 'ड्रागन माछा मार्ने'],
  ['Mermaid Reef', 'जलपरी चट्टान'],
  ['Shark Bounty', 'सार्क इनाम'],
];
const fish = (vendor: string, prefix: string, count: number): Title[] =>
  FISH_NAMES.slice(0, count).map(([en, ne], i) => ({
    vendor,
    category: 'FISH',
    gameCode: `${vendor}-${prefix}${String(i + 1).padStart(prefix ? 3 : 4, '0')}`,
    en: en!,
    ne: ne!,
    theme: 'ocean',
    classify: 'AC',
    engine: 'fishing',
    freeTrial: true,
    isHot: i === 0,
  }));

const CARDS = [
  ['Teen Patti', 'तीन पत्ती'],
  ['Andar Bahar', 'अन्दर बाहिर'],
  ['Rummy', 'रमी'],
  ['Texas Hold’em', 'टेक्सास होल्डेम'],
  ['Call Break', 'कल ब्रेक'],
  ['Marriage', 'म्यारिज'],
];
const pvp = (vendor: string, brand: [string, string]): Title[] =>
  CARDS.map(([en, ne], i) => ({
    vendor,
    category: 'PVP',
    gameCode: `${vendor}-${String(i + 1).padStart(4, '0')}`,
    en: `${brand[0]} ${en}`,
    ne: `${brand[1]} ${ne}`,
    theme: 'cards',
    classify: 'TG',
    engine: '',
    minBet: 1000,
  }));

/** Vendors without their own titles launch as one lobby item. */
const LOBBIES: Title[] = [
  ['SUMMIT', 'SPORTS', 'Summit Sportsbook', 'समिट स्पोर्ट्सबुक'],
  ['IMES', 'ESPORTS', 'IM Esports', 'आईएम इस्पोर्ट्स'],
  ['DS88', 'COCKFIGHT', 'DS88 Cockfight', 'डीएस८८ कुखुरा लडाइँ'],
  ['TCG_LOTTO_VN', 'LOTT', 'Vietnam Lotto', 'भियतनाम लोट्टो'],
  ['TCG_SEA', 'LOTT', 'SEA Lottery', 'एसईए लटरी'],
  ['LOTT', 'LOTT', 'Jade Lottery', 'जेड लटरी'],
  ['ELOTT', 'ELOTT', 'Jade E-Lottery', 'जेड ई-लटरी'],
].map(([vendor, category, en, ne]) => ({
  vendor: vendor!,
  category: category!,
  gameCode: `${vendor}-LOBBY`,
  en: en!,
  ne: ne!,
  theme: category!.toLowerCase(),
  classify: 'LOBBY',
  engine: '',
}));

/**
 * The demo catalog: 10,000 generated slot titles (five vendors × 2,000, one INSERT … SELECT per
 * vendor, names from the word lists above in English and Nepali), and the hand-made in-house, live,
 * fishing, card and lobby items. The lottery vendors open the site's lottery pages, the sports,
 * e-sports and cockfight vendors the site's book; the card rooms (no engine yet) are in maintenance.
 */
export async function seedDemoCatalog(tx: Db, merchantId: number) {
  for (const [vi, vendor] of RNG_VENDORS.entries()) {
    await catalog.addGamesFrom(
      tx,
      sql`
      select ${merchantId}, ${vendor}, 'RNG', ${vendor} || '-' || lpad(n::text, 4, '0'),
             jsonb_build_object('en', (${arr(ADJ.map((a) => a[0]))})[1 + (n + ${vi * 3}) % 20] || ' ' || (${arr(NOUN.map((a) => a[0]))})[1 + (n / 20) % 20] || (${arr(SUFFIX.map((a) => a[0]))})[1 + (n / 400) % 5],
                                'ne', (${arr(ADJ.map((a) => a[1]))})[1 + (n + ${vi * 3}) % 20] || ' ' || (${arr(NOUN.map((a) => a[1]))})[1 + (n / 20) % 20] || (${arr(SUFFIX.map((a) => a[1]))})[1 + (n / 400) % 5]),
             (${arr(NOUN.map((a) => a[2]))})[1 + (n / 20) % 20],
             n % 37 = 0, n > ${TITLES_PER_RNG_VENDOR - 40}, n % 3 <> 0, 'GAME',
             case when n % 50 = 0 then 'JP' else 'SLOT' end,
             (array[10, 20, 50, 100, 200])[1 + n % 5], (${ints(PROFILE_LINES)})[1 + n % ${PROFILES}],
             n % 50 = 0, case when n % 50 = 0 then 5000000 + (n * 7919) % 50000000 end,
             (${ints(PROFILE_LINES.map((_, p) => rtpBp(p)))})[1 + n % ${PROFILES}], 'slot', jsonb_build_object('profile', n % ${PROFILES}, 'theme', (${arr(NOUN.map((a) => a[2]))})[1 + (n / 20) % 20]), n
        from generate_series(1, ${TITLES_PER_RNG_VENDOR}) as n`,
    );
  }
  const hand = [
    ...INHOUSE,
    ...tables('ROYALDL', 'Royal', 'शाही'),
    ...tables('CRYSTAL', 'Crystal', 'क्रिस्टल'),
    ...fish('OCEAN', '', 8),
    ...fish('LOTUS', 'F', 6),
    ...pvp('CARDMS', ['Masters', 'मास्टर्स']),
    ...pvp('TEENPH', ['House', 'हाउस']),
    ...LOBBIES,
  ];
  await catalog.addGames(
    tx,
    hand.map((t, i) => ({
      merchantId,
      vendor: t.vendor,
      category: t.category,
      gameCode: t.gameCode,
      names: { en: t.en, ne: t.ne },
      theme: t.theme,
      isHot: t.isHot ?? false,
      isNew: t.isNew ?? false,
      freeTrial: t.freeTrial ?? false,
      classify: t.classify,
      minBet: t.minBet ?? 10,
      maxBet: t.maxBet ?? 100_000,
      rtpBp: isEngine(t.engine) ? declaredRtpBp(t.engine, {}) : 9600,
      engine: t.engine,
      sort: i,
    })),
  );
  // The in-house game server runs every casino title; live tables open in the site's own tab.
  await catalog.updateVendors(tx, merchantId, { codes: [...INHOUSE_VENDORS] }, { adapter: 'inhouse' });
  await catalog.updateVendors(tx, merchantId, { codes: ['ROYALDL', 'CRYSTAL'] }, { openIn: 'frame' });
  // The lottery vendors open the site's own lottery pages (modules/lottery/lottery.launch.ts).
  await catalog.updateVendors(tx, merchantId, { codes: [...LOTTERY_VENDORS] }, { adapter: 'lottery', openIn: 'frame' });
  // The sports, e-sports and cockfight vendors open the site's book (modules/sportsbook/sportsbook.launch.ts).
  await catalog.updateVendors(tx, merchantId, { codes: [...SPORTSBOOK_VENDORS] }, { adapter: 'sportsbook', openIn: 'frame' });
  // Card rooms have no engine yet: their vendors are in maintenance.
  await catalog.updateVendors(
    tx,
    merchantId,
    { exceptCodes: [...INHOUSE_VENDORS, ...LOTTERY_VENDORS, ...SPORTSBOOK_VENDORS] },
    { maintenance: true },
  );
}
