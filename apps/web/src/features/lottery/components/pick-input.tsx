import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickDomain } from '@jade/engines/lottery/bets';
import { parsePicks } from '@jade/engines/lottery/picks';
import { Button } from '@/components/ui/button';
import styles from './board.module.css';

/**
 * Typed picks (`12 34 56`, ranges `10-19`, commas or new lines) read by the engine's `parsePicks`;
 * what is not a number of the bet is named, and the rest is added to the picks.
 */
export function PickInput({ domain, onPicks }: { domain: PickDomain; onPicks: (picks: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsePicks(domain, text);
    setInvalid(parsed.invalid);
    if (parsed.picks.length) onPicks(parsed.picks);
    if (!parsed.invalid.length) setText('');
  };
  return (
    <form className={styles.typed} onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('lottery.pick.typed')}</label>
      <div>
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t(`lottery.pick.example.${domain}`)}
          aria-invalid={invalid.length > 0}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          inputMode={domain === 'BSOE' ? 'text' : 'numeric'}
          data-testid="pick-input"
        />
        <Button type="submit" variant="secondary">
          {t('lottery.pick.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={invalid.length ? styles.bad : styles.hint} role={invalid.length ? 'alert' : undefined}>
        {invalid.length ? t('lottery.pick.invalid', { tokens: invalid.join(' ') }) : t('lottery.pick.hint')}
      </p>
    </form>
  );
}
