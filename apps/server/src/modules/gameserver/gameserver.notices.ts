/** The member's notice when an in-house round left waiting is closed for them (English and Nepali). */

type Localized = { en: string; ne: string };

/** Minor units as the member reads them: currency, two decimals, separators. */
const money = (currency: string, minor: number, locale: string) =>
  `${currency} ${(minor / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type ClosedRound = {
  ref: string;
  gameName: Localized;
  currency: string;
  minutes: number;
  /** Cashed out (the win) or cancelled with nothing revealed (the stake returned). */
  outcome: { kind: 'cashout'; win: number } | { kind: 'cancelled'; stake: number };
};

export function closedRoundNotice(c: ClosedRound): { title: Localized; content: Localized } {
  const en = (n: number) => money(c.currency, n, 'en-US');
  const ne = (n: number) => money(c.currency, n, 'en-IN');
  if (c.outcome.kind === 'cashout') {
    const w = c.outcome.win;
    return {
      title: { en: 'Your round was cashed out', ne: 'तपाईंको राउन्ड क्यास आउट गरियो' },
      content: {
        en: `Your ${c.gameName.en} round ${c.ref} waited for a move for more than ${c.minutes} minutes, so it was cashed out at its current value: ${en(w)} was paid to your wallet.`,
        ne: `तपाईंको ${c.gameName.ne} राउन्ड ${c.ref} मा ${c.minutes} मिनेटभन्दा बढी कुनै चाल चलिएन, त्यसैले यसलाई हालको मूल्यमा क्यास आउट गरियो: ${ne(w)} तपाईंको वालेटमा जम्मा गरियो।`,
      },
    };
  }
  const s = c.outcome.stake;
  return {
    title: { en: 'Your round was cancelled', ne: 'तपाईंको राउन्ड रद्द गरियो' },
    content: {
      en: `Your ${c.gameName.en} round ${c.ref} waited for a move for more than ${c.minutes} minutes with no tile revealed, so it was cancelled and your stake of ${en(s)} was returned to your wallet.`,
      ne: `तपाईंको ${c.gameName.ne} राउन्ड ${c.ref} मा ${c.minutes} मिनेटभन्दा बढी कुनै टाइल नखोलिएकाले यसलाई रद्द गरियो र तपाईंको ${ne(s)} दाउ तपाईंको वालेटमा फिर्ता गरियो।`,
    },
  };
}
