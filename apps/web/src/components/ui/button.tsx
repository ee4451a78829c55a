import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'secondary' | 'ghost' };

export function Button({ variant = 'primary', className, type = 'button', ...rest }: Props) {
  return <button type={type} className={clsx(styles.button, styles[variant], className)} {...rest} />;
}

/** The button look for links. */
export function buttonClass(variant: 'primary' | 'secondary' | 'ghost' = 'primary') {
  return clsx(styles.button, styles[variant]);
}
