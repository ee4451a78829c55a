import type { OpsPromotion, OpsPromotionInput } from '@jade/contract/promotions';

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
