import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type OperatorRole } from '@jade/contract/operators';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldIssue } from '@/lib/errors';
import { createOperator } from './operators-api';
import styles from './operators.module.css';

/** The fields the server may name, each with the rule it shows in the reader's language. */
const FIELDS = ['username', 'password', 'role'] as const;

/** A new operator: name, password and role. The authenticator is set up at its first sign-in. */
export function CreateOperator() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const roleId = useId();
  const create = useMutation({
    mutationFn: () => createOperator({ username, password, role }),
    onSuccess: () => {
      setUsername('');
      setPassword('');
      void queryClient.invalidateQueries({ queryKey: ['ops', 'operators'] });
    },
  });
  const err = create.error;
  /** The server's word on a field, as the rule of that field in the reader's language. */
  const problem = (field: (typeof FIELDS)[number]) => {
    const issue = fieldIssue(err, field);
    if (!issue) return null;
    return issue === 'taken' ? t('ops.operators.rules.taken') : t(`ops.operators.rules.${field}`);
  };
  const named = err instanceof ApiError && FIELDS.some((f) => fieldIssue(err, f));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="ops-operator-create">
      <h2>{t('ops.operators.create')}</h2>
      <TextField
        label={t('ops.operators.username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="off"
        error={problem('username')}
      />
      <TextField
        label={t('ops.operators.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        revealable
        autoComplete="new-password"
        error={problem('password')}
      />
      <div className={styles.label}>
        <label htmlFor={roleId}>{t('ops.operators.role')}</label>
        <select
          id={roleId}
          className={styles.select}
          value={role}
          aria-invalid={Boolean(problem('role'))}
          onChange={(e) => setRole(e.target.value as OperatorRole)}
        >
          {OPERATOR_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`ops.shell.roles.${r}`)}
            </option>
          ))}
        </select>
        {problem('role') ? (
          <span className={styles.error} role="alert">
            {problem('role')}
          </span>
        ) : null}
      </div>
      <div className={styles.buttons}>
        <Button type="submit" disabled={create.isPending}>
          {t('ops.operators.createSubmit')}
        </Button>
        {create.isSuccess ? <span role="status">{t('ops.operators.created', { name: create.data.username })}</span> : null}
        {err && !named ? (
          <span role="alert" className={styles.error}>
            {errorText(t, err)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
