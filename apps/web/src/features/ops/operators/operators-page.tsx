import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLES, type Operator, type OperatorRole } from '@jade/contract/operators';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { CsvButton, type CsvColumn } from '../shell/csv-button';
import { PageHead } from '../shell/page-head';
import { CreateOperator } from './create-operator';
import { FourEyesSetting } from './four-eyes-setting';
import { operatorsQuery, resetAuthenticator, updateOperator } from './operators-api';
import styles from './operators.module.css';

type Change = { username: string; role?: OperatorRole; status?: 'active' | 'disabled'; reset?: true };

/** /ops-console/operators (admin): the operators, a new one, role and status changes, authenticator resets, four eyes. */
export function OperatorsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery(operatorsQuery);
  const change = useMutation({
    mutationFn: ({ username, reset, ...body }: Change) => (reset ? resetAuthenticator(username) : updateOperator(username, body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops', 'operators'] }),
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : t('ops.operators.never'));
  const csv: CsvColumn<Operator>[] = [
    { header: t('ops.operators.username'), cell: (o) => o.username },
    { header: t('ops.operators.role'), cell: (o) => t(`ops.shell.roles.${o.role}`) },
    { header: t('ops.shell.common.status'), cell: (o) => t(`ops.operators.status.${o.status}`) },
    {
      header: t('ops.operators.authenticator'),
      cell: (o) => t(o.totpEnabled ? 'ops.operators.totpSet' : 'ops.operators.totpNotSet'),
    },
    { header: t('ops.operators.lastSignIn'), cell: (o) => when(o.lastLoginAt) },
    { header: t('ops.operators.createdBy'), cell: (o) => o.createdBy },
    { header: t('ops.operators.createdAt'), cell: (o) => formatDateTime(o.createdAt, i18n.language) },
  ];
  const confirmReset = (o: Operator) => {
    if (window.confirm(t('ops.operators.resetConfirm', { name: o.username })))
      change.mutate({ username: o.username, reset: true });
  };
  return (
    <>
      <PageHead title={t('ops.operators.heading')}>
        <CsvButton name="operators" columns={csv} load={() => queryClient.fetchQuery(operatorsQuery)} />
      </PageHead>
      <CreateOperator />
      {change.isError ? (
        <p role="alert" className={styles.error}>
          {change.error instanceof ApiError && change.error.code === 'CONFLICT'
            ? t('ops.operators.lastAdmin')
            : errorText(t, change.error)}
        </p>
      ) : null}
      <QueryState query={list} empty={list.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={list.data ?? []}
          layout="stack"
          data-testid="ops-operators"
          rowProps={(o) => ({ 'data-operator': o.username })}
          columns={[
            { header: t('ops.operators.username'), cell: (o) => o.username, rowHeader: true },
            {
              header: t('ops.operators.role'),
              cell: (o) => (
                <select
                  className={styles.select}
                  aria-label={t('ops.operators.roleOf', { name: o.username })}
                  value={o.role}
                  disabled={change.isPending}
                  onChange={(e) => change.mutate({ username: o.username, role: e.target.value as OperatorRole })}
                >
                  {OPERATOR_ROLES.map((r) => (
                    <option key={r} value={r}>
                      {t(`ops.shell.roles.${r}`)}
                    </option>
                  ))}
                </select>
              ),
            },
            { header: t('ops.shell.common.status'), cell: (o) => t(`ops.operators.status.${o.status}`) },
            {
              header: t('ops.operators.authenticator'),
              cell: (o) => t(o.totpEnabled ? 'ops.operators.totpSet' : 'ops.operators.totpNotSet'),
            },
            { header: t('ops.operators.lastSignIn'), cell: (o) => when(o.lastLoginAt) },
            { header: t('ops.operators.createdBy'), cell: (o) => o.createdBy },
            {
              header: t('ops.shell.common.actions'),
              hideHeader: true,
              cell: (o) => (
                <div className={styles.row}>
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ username: o.username, status: o.status === 'active' ? 'disabled' : 'active' })}
                  >
                    {t(o.status === 'active' ? 'ops.operators.disable' : 'ops.operators.enable')}
                  </Button>
                  <Button variant="secondary" disabled={change.isPending || !o.totpEnabled} onClick={() => confirmReset(o)}>
                    {t('ops.operators.resetTotp')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </QueryState>
      <FourEyesSetting />
    </>
  );
}
