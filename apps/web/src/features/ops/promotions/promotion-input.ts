import type { OpsPromotion, OpsPromotionInput, OpsPromotionTexts } from '@jade/contract/promotions';

/** A promotion as the change call takes it (its cost left out). */
export const inputOf = (p: OpsPromotion): OpsPromotionInput => ({
  type: p.type as OpsPromotionInput['type'],
  title: p.title,
  rules: p.rules,
  bannerUrl: p.bannerUrl,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  enabled: p.enabled,
  sequence: p.sequence,
  terms: p.terms,
});

/** The texts as edited, languages left empty dropped (the member then reads the English). */
export const textsOf = (title: Record<string, string>, rules: Record<string, string>): OpsPromotionTexts => {
  const filled = (r: Record<string, string>) => Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== ''));
  return { title: filled(title), rules: filled(rules) } as OpsPromotionTexts;
};
