import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { OddsDisplay } from '../hooks/use-odds-format';
import type { OddsChange } from '../hooks/use-place-slip';
import { selectionName } from '@/lib/sports-labels';
import styles from './slip.module.css';

type Props = { change: OddsChange; odds: OddsDisplay; busy: boolean; onAccept: () => void; onDismiss: () => void };

/** A bet refused because its odds moved: the old and new prices of each leg, and the choice to take them. */
export function OddsChanged({ change, odds, busy, onAccept, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.changed} role="alert" data-testid="odds-changed">
      <p>
        <strong>{t('sportsbook.slip.changed.title')}</strong>
      </p>
      <ul>
        {change.after.map((leg, i) => {
          const before = change.before[i]!.odds;
          return before === leg.odds ? null : (
            <li key={leg.selectionId}>
              {t('sportsbook.slip.changed.leg', {
                selection: selectionName(t, leg, leg.code, leg),
                before: odds.show(before),
                after: odds.show(leg.odds),
              })}
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onAccept} disabled={busy}>
          {t('sportsbook.slip.changed.accept')}
        </Button>
        <Button variant="secondary" onClick={onDismiss} disabled={busy}>
          {t('sportsbook.slip.changed.reject')}
        </Button>
      </div>
    </div>
  );
}
