import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@jade/contract/protection';
import { Card } from '@/components/ui/card';
import { fieldStyles } from '@/components/ui/text-field';
import { errorText } from '@/lib/errors';
import { useRealityCheck, useSetRealityCheck } from '../api/reality-check';
import styles from './reality-check.module.css';

/** Security centre → the reality check: how often a dialog shows the session's time and net position. */
export function RealityCheckSetting() {
  const { t } = useTranslation();
  const id = useId();
  const check = useRealityCheck();
  const set = useSetRealityCheck();
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="reality-check-setting">
      <h2 id={`${id}-title`}>{t('protection.realityCheck.title')}</h2>
      <p className={styles.muted}>{t('protection.realityCheck.hint')}</p>
      {check.data?.required ? <p className={styles.muted}>{t('protection.realityCheck.required')}</p> : null}
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {t('protection.realityCheck.every')}
        </label>
        <select
          id={id}
          className={fieldStyles.select}
          value={check.data?.intervalMinutes ?? 0}
          disabled={!check.data || set.isPending}
          onChange={(e) => set.mutate(Number(e.target.value) as RealityCheckMinutes)}
        >
          {REALITY_CHECK_MINUTES.filter((m) => m > 0 || !check.data?.required).map((m) => (
            <option key={m} value={m}>
              {m === 0 ? t('protection.realityCheck.off') : t('protection.realityCheck.minutes', { count: m })}
            </option>
          ))}
        </select>
      </div>
      {set.isSuccess ? <p role="status">{t('protection.realityCheck.saved')}</p> : null}
      {set.isError || check.isError ? (
        <p className={fieldStyles.alert} role="alert">
          {errorText(t, set.error ?? check.error)}
        </p>
      ) : null}
    </Card>
  );
}
