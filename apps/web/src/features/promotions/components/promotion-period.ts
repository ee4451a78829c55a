import type { TFunction } from 'i18next';
import type { PromotionItem } from '@jade/contract/promotions';

const day = (iso: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** When a promotion runs, in the interface language: "start – end", or from its start when it has no end. */
export function periodText(p: Pick<PromotionItem, 'startsAt' | 'endsAt'>, t: TFunction, language: string): string {
  const start = day(p.startsAt, language);
  return p.endsAt ? t('promotions.period', { start, end: day(p.endsAt, language) }) : t('promotions.periodOpen', { start });
}
