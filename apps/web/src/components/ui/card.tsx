import { createElement, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import styles from './card.module.css';

/** The elements a card may be: a titled section by default, or a bare box, a form, a list item. */
type CardTag = 'section' | 'div' | 'form' | 'p' | 'dl' | 'li';

type Props<T extends CardTag> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * A panel of the member and agent centres (a report, a form, a list of records), so every page
 * groups its parts in the same box; `className` adds the layout of its content.
 */
export function Card<T extends CardTag = 'section'>({ as, className, ...rest }: Props<T>) {
  const props: HTMLAttributes<HTMLElement> = { ...rest, className: clsx(styles.card, className) };
  return createElement(as ?? 'section', props);
}
