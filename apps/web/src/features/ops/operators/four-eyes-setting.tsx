import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldIssue } from '@/lib/errors';
import { formatMoney, parseMoney } from '@/lib/money';
import { fourEyesQuery, saveFourEyes } from './operators-api';
import styles from './operators.module.css';

/** The amount above which a withdrawal or an adjustment needs a second operator (empty: never). */
export function FourEyesSetting() {
  const settings = useQuery(fourEyesQuery);
  return (
    <QueryState query={settings} empty={false} emptyText="">
      {settings.data ? <FourEyesForm saved={settings.data.fourEyesAmount} /> : null}
    </QueryState>
  );
}

function FourEyesForm({ saved }: { saved: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(saved === null ? '' : formatMoney(saved).replace(/,/g, ''));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (minor: number | null) => saveFourEyes(minor),
    onSuccess: (v) => queryClient.setQueryData(fourEyesQuery.queryKey, v),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = text.trim() === '' ? null : parseMoney(text);
    setInvalid(minor === null && text.trim() !== '');
    if (minor !== null || text.trim() === '') save.mutate(minor);
  };
  const err = save.error;
  const pending = err instanceof ApiError && err.code === 'OPS_SECOND_APPROVAL_PENDING';
  const fieldError = invalid || fieldIssue(err, 'fourEyesAmount') ? t('ops.operators.fourEyes.invalid') : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="ops-four-eyes">
      <h2>{t('ops.operators.fourEyes.heading')}</h2>
      <TextField
        label={t('ops.operators.fourEyes.amount')}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={fieldError}
      />
      <p>
        {saved === null ? t('ops.operators.fourEyes.none') : t('ops.operators.fourEyes.current', { amount: formatMoney(saved) })}
      </p>
      <div className={styles.buttons}>
        <Button type="submit" disabled={save.isPending}>
          {t('ops.shell.common.save')}
        </Button>
        {save.isSuccess ? <span role="status">{t('ops.shell.common.saved')}</span> : null}
        {pending ? <span role="status">{t('ops.shell.common.secondApproval')}</span> : null}
        {err && !pending && !fieldError ? (
          <span role="alert" className={styles.error}>
            {errorText(t, err)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
