import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Empty } from '@jade/contract/common';
import { OperatorSession } from '@jade/contract/operators';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { opsApi } from '../api/ops-api';
import { PageHead } from './page-head';

const sessionsQuery = { queryKey: ['ops', 'my-sessions'], queryFn: () => opsApi('/ops/sessions', z.array(OperatorSession)) };

/** The operator's own sessions (browser, address, times), each of which it can end. */
export function AccountPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const end = useMutation({
    mutationFn: (id: number) => opsApi(`/ops/sessions/${id}`, Empty, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['ops'] }),
  });
  return (
    <>
      <PageHead title={t('ops.shell.account.heading')} />
      {end.isError ? <p role="alert">{errorText(t, end.error)}</p> : null}
      <QueryState query={sessions} empty={sessions.data?.length === 0} emptyText={t('ops.shell.common.noRows')}>
        <DataTable
          rows={sessions.data ?? []}
          layout="stack"
          data-testid="ops-sessions"
          columns={[
            { header: t('ops.shell.account.device'), cell: (s) => s.userAgent || '—', rowHeader: true },
            { header: t('ops.shell.account.ip'), cell: (s) => s.ip },
            { header: t('ops.shell.account.started'), cell: (s) => formatDateTime(s.createdAt, i18n.language) },
            { header: t('ops.shell.account.lastSeen'), cell: (s) => formatDateTime(s.lastSeenAt, i18n.language) },
            {
              header: t('ops.shell.common.actions'),
              hideHeader: true,
              cell: (s) =>
                s.current ? (
                  t('ops.shell.account.current')
                ) : (
                  <Button variant="secondary" disabled={end.isPending} onClick={() => end.mutate(s.id)}>
                    {t('ops.shell.account.end')}
                  </Button>
                ),
            },
          ]}
        />
      </QueryState>
    </>
  );
}
