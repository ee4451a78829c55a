import { useTranslation } from 'react-i18next';
import { profileOf } from '@jade/engines/slot';
import { SlotSymbol, useSymbolName } from './slot-symbol';
import styles from './slot.module.css';

type Props = { theme: string; profile: number; stake: number; money: (minor: number) => string };

/** The pays of 3, 4 and 5 of a kind at the chosen stake (scatters: times the total stake). */
export function SlotPaytable({ theme, profile, stake, money }: Props) {
  const { t } = useTranslation();
  const name = useSymbolName(theme);
  const p = profileOf(profile);
  const lineBet = stake / p.betUnits;
  return (
    <details className={styles.paytable} data-testid="slot-paytable">
      <summary>{t('play.slot.paytable')}</summary>
      <p className={styles.note}>
        {p.ways ? t('play.slot.paytableWays') : t('play.slot.paytableLines')}{' '}
        {t('play.slot.freeSpinsRule', { count: p.freeSpins, multiplier: p.multiplier })}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('play.slot.symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(p.pays).map(([key, pays]) => (
            <tr key={key}>
              <th scope="row">
                <SlotSymbol theme={theme} symbol={key} label={name(key)} />
              </th>
              {pays.map((pay, i) => (
                <td key={i}>{pay > 0 ? money(Math.floor(pay * (key === 'S' ? stake : lineBet))) : '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
