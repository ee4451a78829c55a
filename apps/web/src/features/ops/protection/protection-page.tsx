import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProtectionDefaults, REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@jade/contract/protection';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import styles from '../shell/console.module.css';
import { PageHead } from '../shell/page-head';

const defaultsQuery = {
  queryKey: ['ops', 'protection', 'defaults'],
  queryFn: () => opsApi('/ops/protection/defaults', ProtectionDefaults),
};

/**
 * /ops-console/protection (risk): the merchant's player-protection defaults — the reality check's
 * interval and whether members may turn it off. A member's own limits and breaks are on their page.
 */
export function ProtectionPage() {
  const { t } = useTranslation();
  const query = useQuery(defaultsQuery);
  return (
    <>
      <PageHead title={t('ops.protection.title')} />
      <p className={styles.muted}>{t('ops.protection.intro')}</p>
      <QueryState query={query} empty={false} emptyText="">
        {query.data ? <DefaultsForm defaults={query.data} /> : null}
      </QueryState>
    </>
  );
}

function DefaultsForm({ defaults }: { defaults: ProtectionDefaults }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<RealityCheckMinutes>(defaults.realityCheckMinutes);
  const [required, setRequired] = useState(defaults.realityCheckRequired);
  const selectId = useId();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const fieldError = (path: string) =>
    problem instanceof ApiError ? (problem.issues.find((i) => i.path === path)?.message ?? null) : null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    setDone(false);
    try {
      await opsApi('/ops/protection/defaults', ProtectionDefaults, {
        method: 'PUT',
        body: { realityCheckMinutes: minutes, realityCheckRequired: required },
      });
      await queryClient.invalidateQueries({ queryKey: ['ops', 'protection'] });
      setDone(true);
    } catch (err) {
      setProblem(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="ops-protection-defaults">
      <label htmlFor={selectId}>{t('ops.protection.minutes')}</label>
      <select
        id={selectId}
        value={minutes}
        aria-invalid={Boolean(fieldError('realityCheckMinutes'))}
        onChange={(e) => setMinutes(Number(e.target.value) as RealityCheckMinutes)}
      >
        {REALITY_CHECK_MINUTES.map((m) => (
          <option key={m} value={m}>
            {m === 0 ? t('ops.protection.off') : t('ops.protection.every', { minutes: m })}
          </option>
        ))}
      </select>
      {fieldError('realityCheckMinutes') ? <p role="alert">{fieldError('realityCheckMinutes')}</p> : null}
      <Checkbox label={t('ops.protection.required')} checked={required} onChange={setRequired} />
      {problem && !fieldError('realityCheckMinutes') ? <p role="alert">{errorText(t, problem)}</p> : null}
      {done ? <p role="status">{t('ops.shell.common.saved')}</p> : null}
      <Button type="submit" disabled={busy}>
        {t('ops.shell.common.save')}
      </Button>
    </form>
  );
}
