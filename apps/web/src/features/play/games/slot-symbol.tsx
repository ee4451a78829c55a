import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { PICTURES, type Shape } from './slot-pictures';
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
  const shapes = PICTURES[pic.name];
  return (
    <span role="img" aria-label={label} className={clsx(styles.symbol, styles[pic.kind], hit && styles.hit)} data-symbol={symbol}>
      {pic.rank ?? (shapes ? <Drawing shapes={shapes} /> : null)}
    </span>
  );
}

/** A picture's shapes as an SVG (drawn the same on every machine: no font involved). */
function Drawing({ shapes }: { shapes: readonly Shape[] }) {
  return (
    <svg className={styles.picture} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {shapes.map((s, i) => {
        switch (s[0]) {
          case 'c':
            return <circle key={i} cx={s[1]} cy={s[2]} r={s[3]} fill={s[4]} />;
          case 'e':
            return <ellipse key={i} cx={s[1]} cy={s[2]} rx={s[3]} ry={s[4]} fill={s[5]} />;
          case 'r':
            return <rect key={i} x={s[1]} y={s[2]} width={s[3]} height={s[4]} rx={s[5]} fill={s[6]} />;
          case 'p':
            return <path key={i} d={s[1]} fill={s[2]} />;
          case 'l':
            return (
              <path key={i} d={s[1]} fill="none" stroke={s[2]} strokeWidth={s[3]} strokeLinecap="round" strokeLinejoin="round" />
            );
        }
      })}
    </svg>
  );
}
