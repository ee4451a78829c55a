import type { TFunction } from 'i18next';
import type { PromotionRules } from '@jade/contract/promotions';

/** One line of a promotion's terms, keyed for the list it renders in. */
export type TermLine = { id: string; text: string };

/**
 * A promotion's rules in words (the operator's HTML says the rest): the match and its cap, the
 * minimum deposit, which deposits count (an application: its reward, the images it needs and how
 * many a member may make; a newbie reward: who it is for, the days after registering and its
 * conditions), the turnover multiple and the games it counts, and the days a reward stays
 * claimable (an app-download reward: what using the installed app gives, once per person; a ranking: its prizes by rank, the valid bet a prize needs, the games that count, and
 * that the prizes go to the reward centre at its end; a raffle: its tickets, prizes and draw).
 * `money` formats minor units in the page's currency.
 */
export function termLines(terms: PromotionRules, t: TFunction, money: (minor: number) => string, language: string): TermLine[] {
  const lines: TermLine[] = [];
  if (terms.kind === 'SIGN_IN') {
    lines.push({ id: 'signIn', text: t('promotions.term.signIn') });
    const last = terms.rewards.at(-1);
    if (last !== undefined)
      lines.push({ id: 'repeat', text: t('promotions.term.repeat', { day: terms.rewards.length + 1, amount: money(last) }) });
  } else if (terms.kind === 'APPLY') {
    lines.push({ id: 'apply', text: t('promotions.term.apply', { amount: money(terms.amount) }) });
    lines.push(
      terms.imagesRequired > 0
        ? { id: 'images', text: t('promotions.term.images', { count: terms.imagesRequired }) }
        : { id: 'images', text: t('promotions.term.imagesOptional') },
    );
    lines.push({ id: 'perMember', text: t('promotions.term.perMember', { count: terms.perMember }) });
  } else if (terms.kind === 'NEWBIE') {
    lines.push({ id: 'newbie', text: t('promotions.term.newbie', { amount: money(terms.amount) }) });
    lines.push({ id: 'withinDays', text: t('promotions.term.withinDays', { count: terms.withinDays }) });
    if (terms.mobileVerified) lines.push({ id: 'mobile', text: t('promotions.term.mobileVerified') });
    if (terms.minFirstDeposit > 0)
      lines.push({ id: 'firstDeposit', text: t('promotions.term.minFirstDeposit', { min: money(terms.minFirstDeposit) }) });
    if (!terms.mobileVerified && terms.minFirstDeposit === 0)
      lines.push({ id: 'noConditions', text: t('promotions.term.noConditions') });
  } else if (terms.kind === 'APP_DOWNLOAD') {
    lines.push({ id: 'app', text: t('promotions.term.appDownload', { amount: money(terms.amount) }) });
    lines.push({ id: 'oncePerPerson', text: t('promotions.term.oncePerPerson') });
  } else if (terms.kind === 'RANKING') {
    lines.push(...rankingLines(terms, t, money, language));
  } else if (terms.kind === 'RAFFLE') {
    lines.push(...raffleLines(terms, t, money, language));
  } else if (terms.kind === 'FIRST_DEPOSIT' || terms.kind === 'RELOAD') {
    lines.push({ id: 'match', text: t('promotions.term.match', { pct: terms.matchPct, cap: money(terms.cap) }) });
    if (terms.minDeposit > 0)
      lines.push({ id: 'minDeposit', text: t('promotions.term.minDeposit', { min: money(terms.minDeposit) }) });
    lines.push(
      terms.kind === 'FIRST_DEPOSIT'
        ? { id: 'deposits', text: t('promotions.term.firstDeposit') }
        : { id: 'deposits', text: t('promotions.term.reload', { count: terms.maxPerDay }) },
    );
  }
  lines.push(
    terms.turnoverMultiple > 0
      ? { id: 'turnover', text: t('promotions.term.turnover', { multiple: terms.turnoverMultiple }) }
      : { id: 'turnover', text: t('promotions.term.noTurnover') },
  );
  if (terms.turnoverMultiple > 0) {
    const list = categoryList(terms.categories, t, language);
    lines.push({ id: 'games', text: list ? t('promotions.term.categories', { list }) : t('promotions.term.allGames') });
  }
  lines.push({ id: 'claimDays', text: t('promotions.term.claimDays', { count: terms.claimDays }) });
  return lines;
}

const categoryList = (categories: PromotionRules['categories'], t: TFunction, language: string) =>
  categories ? new Intl.ListFormat(language, { type: 'conjunction' }).format(categories.map((c) => t(`nav.${c}`))) : null;

type RankingRules = Extract<PromotionRules, { kind: 'RANKING' }>;

/**
 * A ranking's own lines: the prize of each rank, how members rank (valid bet over the period, a tie
 * to who joined first), the valid bet a prize needs, the games whose bets count, and when the
 * prizes are paid.
 */
function rankingLines(terms: RankingRules, t: TFunction, money: (minor: number) => string, language: string): TermLine[] {
  const prizes = new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(
    terms.prizes.map((amount, i) => t('promotions.term.rankPrize', { rank: i + 1, amount: money(amount) })),
  );
  const list = categoryList(terms.categories, t, language);
  return [
    { id: 'prizes', text: t('promotions.term.prizes', { list: prizes }) },
    { id: 'ranking', text: t('promotions.term.ranking') },
    terms.minValidBet > 0
      ? { id: 'minValidBet', text: t('promotions.term.minValidBet', { min: money(terms.minValidBet) }) }
      : { id: 'minValidBet', text: t('promotions.term.anyValidBet') },
    { id: 'rankingGames', text: list ? t('promotions.term.rankingCategories', { list }) : t('promotions.term.rankingAllGames') },
    { id: 'paidAtEnd', text: t('promotions.term.paidAtEnd') },
  ];
}

type RaffleRules = Extract<PromotionRules, { kind: 'RAFFLE' }>;

/**
 * A raffle's own lines: one ticket per so much valid bet in its games over the period, the prizes
 * (equal ones in a row counted, "3 × Rs 100.00"), one prize per member at most, and the draw at
 * the end, provably fair (its commitment published from the start, its seed after).
 */
function raffleLines(terms: RaffleRules, t: TFunction, money: (minor: number) => string, language: string): TermLine[] {
  const groups: { amount: number; count: number }[] = [];
  for (const amount of terms.prizes) {
    const last = groups.at(-1);
    if (last?.amount === amount) last.count += 1;
    else groups.push({ amount, count: 1 });
  }
  const prizes = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    groups.map((g) =>
      g.count > 1 ? t('promotions.term.prizeTimes', { count: g.count, amount: money(g.amount) }) : money(g.amount),
    ),
  );
  const list = categoryList(terms.categories, t, language);
  const per = money(terms.ticketPer);
  return [
    { id: 'tickets', text: list ? t('promotions.term.ticketsIn', { per, list }) : t('promotions.term.tickets', { per }) },
    { id: 'prizes', text: t('promotions.term.rafflePrizes', { count: terms.prizes.length, list: prizes }) },
    { id: 'onePrize', text: t('promotions.term.onePrize') },
    { id: 'draw', text: t('promotions.term.draw') },
  ];
}
