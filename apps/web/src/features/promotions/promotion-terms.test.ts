import { describe, expect, test } from 'vitest';
import i18n from '@/lib/i18n';
import '@/test/i18n-promotions';
import { formatMoney } from '@/lib/money';
import { APPLY, FIRST_DEPOSIT, NEWBIE, RAFFLE, RANKING, RELOAD, SIGN_IN } from './promotions.fixtures';
import { termLines } from './promotion-terms';

const money = (minor: number) => formatMoney(minor, 'NPR', 'en');
const texts = (p: typeof FIRST_DEPOSIT, language = 'en') =>
  termLines(p.terms, i18n.getFixedT(language), money, language).map((l) => l.text);

describe('termLines', () => {
  test('says the first-deposit match, cap, minimum, turnover, games and claim days', () => {
    expect(texts(FIRST_DEPOSIT)).toEqual([
      'Bonus: 100% of your deposit, up to Rs 1,000.00.',
      'Minimum deposit: Rs 100.00.',
      'Counts your first deposit after joining.',
      'Turnover: bet 5× the bonus (valid bets) before it can be withdrawn.',
      'Bets in all games count toward the turnover.',
      'Claim the reward in the reward centre within 7 days.',
    ]);
  });

  test('says how many deposits a day a reload counts and names the counted categories', () => {
    const lines = texts(RELOAD);
    expect(lines).toContain('Counts each deposit after joining, up to 3 a day.');
    expect(lines).toContain('Bets in Slots and Live casino count toward the turnover.');
    expect(lines).toContain('Claim the reward in the reward centre within 1 day.');
  });

  test('says the sign-in reward repeats after the last day, and drops the games when there is no turnover', () => {
    const free = { ...SIGN_IN, terms: { ...SIGN_IN.terms, turnoverMultiple: 0 } };
    expect(texts(free)).toEqual([
      'Sign in every day: the reward grows with your streak.',
      'From day 8 on, every day pays Rs 20.00.',
      'No turnover: the bonus can be withdrawn at once.',
      'Claim the reward in the reward centre within 7 days.',
    ]);
  });

  test('says an application’s reward, the images it needs, how often a member may apply, and the rest', () => {
    expect(texts(APPLY)).toEqual([
      'Apply with a short remark: once the operator approves, Rs 100.00 goes to the reward centre.',
      'Attach at least 1 image (PNG or JPG).',
      'One application per member (a rejected one does not count).',
      'Turnover: bet 1× the bonus (valid bets) before it can be withdrawn.',
      'Bets in all games count toward the turnover.',
      'Claim the reward in the reward centre within 7 days.',
    ]);
    const open = { ...APPLY, terms: { ...APPLY.terms, imagesRequired: 0, perMember: 3 } };
    expect(texts(open)).toContain('Images are optional.');
    expect(texts(open)).toContain('Up to 3 applications per member (rejected ones do not count).');
  });

  test('says a newbie reward, who it is for, the days after registering, its conditions and the rest', () => {
    expect(texts(NEWBIE)).toEqual([
      'New members get Rs 50.00: for members who register while the promotion runs.',
      'Meet the conditions within 7 days of registering.',
      'Condition: verify your mobile number.',
      'Condition: a first deposit of at least Rs 500.00.',
      'Turnover: bet 2× the bonus (valid bets) before it can be withdrawn.',
      'Bets in Slots count toward the turnover.',
      'Claim the reward in the reward centre within 3 days.',
    ]);
    const terms = NEWBIE.terms.kind === 'NEWBIE' ? NEWBIE.terms : null;
    const free = {
      ...NEWBIE,
      terms: { ...terms!, withinDays: 1, mobileVerified: false, minFirstDeposit: 0, turnoverMultiple: 0 },
    };
    expect(texts(free)).toEqual([
      'New members get Rs 50.00: for members who register while the promotion runs.',
      'Meet the conditions within 1 day of registering.',
      'No other condition: the reward comes due once you have registered.',
      'No turnover: the bonus can be withdrawn at once.',
      'Claim the reward in the reward centre within 3 days.',
    ]);
    expect(texts({ ...NEWBIE, terms: { ...terms!, mobileVerified: false } })).not.toContain(
      'Condition: verify your mobile number.',
    );
  });

  test('says a ranking’s prizes by rank, the valid bet a prize needs, the games, the payout at its end and the rest', () => {
    expect(texts(RANKING)).toEqual([
      'Prizes by rank: #1 Rs 5,000.00, #2 Rs 2,000.00, #3 Rs 1,000.00.',
      "Join, then play: members rank by valid bet over the promotion's period; a tie goes to who joined first.",
      'A prize needs at least Rs 1,000.00 in valid bets.',
      'Valid bets in Slots count toward the ranking.',
      "When the promotion ends, the prizes go to the winners' reward centres.",
      'Turnover: bet 1× the bonus (valid bets) before it can be withdrawn.',
      'Bets in Slots count toward the turnover.',
      'Claim the reward in the reward centre within 7 days.',
    ]);
    const terms = RANKING.terms.kind === 'RANKING' ? RANKING.terms : null;
    const open = { ...RANKING, terms: { ...terms!, minValidBet: 0, categories: null, turnoverMultiple: 0 } };
    const lines = texts(open);
    expect(lines).toContain('Any valid bet can win a prize.');
    expect(lines).toContain('Valid bets in all games count toward the ranking.');
    expect(lines).toContain('No turnover: the bonus can be withdrawn at once.');
  });

  test('says a raffle’s tickets, prizes, one prize per member, the provably fair draw and the rest', () => {
    expect(texts(RAFFLE)).toEqual([
      "Join, then play: one ticket for every Rs 100.00 of valid bets in any game over the promotion's period.",
      '3 prizes drawn: Rs 5,000.00 and 2 × Rs 1,000.00.',
      'More tickets, more chances; a member wins at most one prize.',
      'The draw takes place when the promotion ends and is provably fair: its commitment is published from the start and its seed after, so anyone can check the winners.',
      'Turnover: bet 2× the bonus (valid bets) before it can be withdrawn.',
      'Bets in all games count toward the turnover.',
      'Claim the reward in the reward centre within 7 days.',
    ]);
    const terms = RAFFLE.terms.kind === 'RAFFLE' ? RAFFLE.terms : null;
    const one = { ...RAFFLE, terms: { ...terms!, prizes: [50_000], categories: ['RNG' as const], turnoverMultiple: 0 } };
    const lines = texts(one);
    expect(lines[0]).toBe("Join, then play: one ticket for every Rs 100.00 of valid bets in Slots over the promotion's period.");
    expect(lines[1]).toBe('1 prize drawn: Rs 500.00.');
    expect(lines).toContain('No turnover: the bonus can be withdrawn at once.');
  });
});
