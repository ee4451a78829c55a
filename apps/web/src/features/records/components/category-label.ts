import type { TFunction } from 'i18next';
import { GAME_CATEGORIES, type GameCategory } from '@jade/contract/catalog';

/** A game category in the interface language (the navigation's names), or its code if unknown. */
export function categoryLabel(t: TFunction, category: string): string {
  return (GAME_CATEGORIES as readonly string[]).includes(category) ? t(`nav.${category as GameCategory}`) : category;
}
