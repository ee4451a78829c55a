import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCLUSION_DURATIONS, endOf, type ExclusionDuration, type ExclusionKind } from '@jade/contract/protection';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { fieldStyles, TextField } from '@/components/ui/text-field';
import { formatDateTime } from '@/lib/dates';
import { errorText, fieldIssue } from '@/lib/errors';
import { useTakeExclusion } from '../api/exclusion';
import styles from './limits.module.css';

/**
 * Security centre → take a break (24 hours, 7 or 30 days: no sign-in) or exclude oneself (6
 * months, 1 or 5 years, for good: sign-in only to withdraw), confirmed with the password and then
 * once more in a dialog that says it cannot be undone. Done, every session ends (`onDone`).
 */
export function ExclusionSetting({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const durationId = useId();
  const take = useTakeExclusion();
  const [kind, setKind] = useState<ExclusionKind>('BREAK');
  const [duration, setDuration] = useState<ExclusionDuration>('DAY');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ends = endOf(duration, new Date());
  const until = ends ? formatDateTime(ends.toISOString(), i18n.language) : null;
  const pick = (k: ExclusionKind) => {
    setKind(k);
    setDuration(EXCLUSION_DURATIONS[k][0]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (password) setConfirming(true);
  };
  const confirm = () =>
    take.mutate(
      { kind, duration, password },
      { onSuccess: onDone, onError: () => setConfirming(false), onSettled: () => setPassword('') },
    );
  const wrongPassword = fieldIssue(take.error, 'password') ? errorText(t, take.error) : null;
  return (
    <Card aria-labelledby={titleId} data-testid="exclusion-setting">
      <h2 id={titleId}>{t('protection.exclusion.title')}</h2>
      <p className={styles.muted}>{t('protection.exclusion.hint')}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className={styles.kind}>
          <legend>{t('protection.exclusion.kindLabel')}</legend>
          {(['BREAK', 'EXCLUSION'] as const).map((k) => (
            <label key={k} className={fieldStyles.check}>
              <input type="radio" name={`${titleId}-kind`} checked={kind === k} onChange={() => pick(k)} />
              <span>{t(`protection.exclusion.kind.${k}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={durationId}>
            {t('protection.exclusion.durationLabel')}
          </label>
          <select
            id={durationId}
            className={fieldStyles.select}
            value={duration}
            onChange={(e) => setDuration(e.target.value as ExclusionDuration)}
          >
            {EXCLUSION_DURATIONS[kind].map((d) => (
              <option key={d} value={d}>
                {t(`protection.exclusion.duration.${d}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('protection.exclusion.password')}
          revealable
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={tried && !password ? t('form.required') : wrongPassword}
        />
        <Button type="submit" variant="secondary">
          {t(`protection.exclusion.submit.${kind}`)}
        </Button>
        {take.isError && !wrongPassword ? (
          <p className={styles.error} role="alert">
            {errorText(t, take.error)}
          </p>
        ) : null}
      </form>
      <Dialog open={confirming} onOpenChange={(o) => !o && setConfirming(false)} title={t('protection.exclusion.confirmTitle')}>
        <p data-testid="exclusion-confirm">
          {kind === 'BREAK'
            ? t('protection.exclusion.confirmBreak', { time: until })
            : until
              ? t('protection.exclusion.confirmExclusion', { time: until })
              : t('protection.exclusion.confirmForGood')}
        </p>
        <p>{t('protection.exclusion.cannotUndo')}</p>
        <div className={styles.buttons}>
          <Button onClick={confirm} disabled={take.isPending}>
            {t('protection.exclusion.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </div>
      </Dialog>
    </Card>
  );
}
