import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { pictureOf } from './slot-theme';
import styles from './slot.module.css';

/** The translated name of a symbol's picture. */
export function useSymbolName(theme: string) {
  const { t } = useTranslation();
  return (key: string) => t(`play.slot.pics.${pictureOf(theme, key).name}` as 'play.slot.pics.wild');
}

/** One symbol as its picture, named for screen readers. */
export function SlotSymbol({
  theme,
  symbol,
  label,
  hit = false,
}: {
  theme: string;
  symbol: string;
  label: string;
  hit?: boolean;
}) {
  const pic = pictureOf(theme, symbol);
  return (
    <span role="img" aria-label={label} className={clsx(styles.symbol, styles[pic.kind], hit && styles.hit)} data-symbol={symbol}>
      {pic.glyph}
    </span>
  );
}
