import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MemberNote, MemberSession, MemberSignIn } from '@jade/contract/ops-members';
import type { Limit } from '@jade/contract/protection';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { csvAmount } from '@/lib/csv';
import { formatDateTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/money';
import { CsvButton } from '../shell/csv-button';
import { useSubmit } from '../shell/use-submit';
import { addNote, memberKey, memberLimits, memberNotes, memberSessions, memberSignIns } from './members-api';
import styles from './members.module.css';

/** The member's live sessions: where and with what browser each signed in. */
export function SessionsTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: memberKey(username, 'sessions'), queryFn: () => memberSessions(username) });
  const rows = q.data ?? [];
  return (
    <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.members.noSessions')}>
      <CsvButton
        name={`sessions-${username}`}
        load={() => memberSessions(username)}
        columns={[
          { header: t('ops.members.device'), cell: (s: MemberSession) => s.userAgent },
          { header: t('ops.members.ip'), cell: (s) => s.ip },
          { header: t('ops.members.started'), cell: (s) => s.createdAt },
          { header: t('ops.members.lastSeen'), cell: (s) => s.lastSeenAt },
        ]}
      />
      <DataTable
        rows={rows}
        layout="stack"
        data-testid="member-sessions"
        columns={[
          { header: t('ops.members.device'), cell: (s) => s.userAgent || '—', rowHeader: true },
          { header: t('ops.members.ip'), cell: (s) => s.ip },
          { header: t('ops.members.started'), cell: (s) => formatDateTime(s.createdAt, i18n.language) },
          { header: t('ops.members.lastSeen'), cell: (s) => formatDateTime(s.lastSeenAt, i18n.language) },
        ]}
      />
    </QueryState>
  );
}

/** The member's last sign-in attempts, failed ones too. */
export function SignInsTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: memberKey(username, 'sign-ins'), queryFn: () => memberSignIns(username) });
  const rows = q.data ?? [];
  const result = (s: MemberSignIn) => t(s.success ? 'ops.members.signInOk' : 'ops.members.signInFailed');
  return (
    <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.shell.common.noRows')}>
      <CsvButton
        name={`sign-ins-${username}`}
        load={() => memberSignIns(username)}
        columns={[
          { header: t('ops.shell.common.time'), cell: (s: MemberSignIn) => s.createdAt },
          { header: t('ops.members.ip'), cell: (s) => s.ip },
          { header: t('ops.members.device'), cell: (s) => s.userAgent },
          { header: t('ops.members.result'), cell: result },
        ]}
      />
      <DataTable
        rows={rows}
        rowKey={(s) => `${s.createdAt}-${s.ip}`}
        layout="stack"
        data-testid="member-sign-ins"
        columns={[
          { header: t('ops.shell.common.time'), cell: (s) => formatDateTime(s.createdAt, i18n.language), rowHeader: true },
          { header: t('ops.members.ip'), cell: (s) => s.ip },
          { header: t('ops.members.device'), cell: (s) => s.userAgent || '—' },
          { header: t('ops.members.result'), cell: result },
        ]}
      />
    </QueryState>
  );
}

/** The operators' notes on the member, and a form to add one (support and admin). */
export function NotesTab({ username, canWrite }: { username: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: memberKey(username, 'notes'), queryFn: () => memberNotes(username) });
  const [body, setBody] = useState('');
  const { busy, problem, submit } = useSubmit(
    () => addNote(username, body.trim()),
    async () => {
      setBody('');
      await queryClient.invalidateQueries({ queryKey: memberKey(username, 'notes') });
    },
  );
  const rows = q.data ?? [];
  return (
    <>
      {canWrite ? (
        <form className={styles.noteForm} onSubmit={submit}>
          <label htmlFor="member-note">{t('ops.members.newNote')}</label>
          <textarea id="member-note" value={body} maxLength={2000} onChange={(e) => setBody(e.target.value)} />
          {problem ? <p role="alert">{errorText(t, problem)}</p> : null}
          <Button type="submit" disabled={busy || !body.trim()}>
            {t('ops.members.addNote')}
          </Button>
        </form>
      ) : null}
      <QueryState query={q} empty={rows.length === 0} emptyText={t('ops.members.noNotes')}>
        <CsvButton
          name={`notes-${username}`}
          load={() => memberNotes(username)}
          columns={[
            { header: t('ops.shell.common.time'), cell: (n: MemberNote) => n.createdAt },
            { header: t('ops.shell.common.operator'), cell: (n) => n.author },
            { header: t('ops.members.note'), cell: (n) => n.body },
          ]}
        />
        <DataTable
          rows={rows}
          layout="stack"
          data-testid="member-notes"
          columns={[
            { header: t('ops.shell.common.time'), cell: (n) => formatDateTime(n.createdAt, i18n.language), rowHeader: true },
            { header: t('ops.shell.common.operator'), cell: (n) => n.author },
            { header: t('ops.members.note'), cell: (n) => <span style={{ whiteSpace: 'pre-wrap' }}>{n.body}</span> },
          ]}
        />
      </QueryState>
    </>
  );
}

/** What the member set for their protection: the break or exclusion in force and the limits (read-only). */
export function LimitsTab({ username }: { username: string }) {
  const { t, i18n } = useTranslation();
  const q = useQuery({ queryKey: memberKey(username, 'limits'), queryFn: () => memberLimits(username) });
  const limits = (q.data?.limits ?? []).filter((l) => l.amount !== null || l.pending !== null);
  const ex = q.data?.exclusion;
  const amount = (l: Limit, v: number | null) =>
    v === null ? '—' : l.kind === 'SESSION' ? t('ops.members.minutes', { count: v }) : formatMoney(v);
  const name = (l: Limit) => `${t(`ops.members.limitKind.${l.kind}`)} · ${t(`ops.members.limitPeriod.${l.period}`)}`;
  return (
    <QueryState query={q} empty={false} emptyText="">
      <p data-testid="member-exclusion">
        {ex
          ? t('ops.members.excluded', {
              kind: t(`ops.members.exclusionKind.${ex.kind}`),
              until: ex.endsAt ? formatDateTime(ex.endsAt, i18n.language) : t('ops.members.forever'),
            })
          : t('ops.members.notExcluded')}
      </p>
      {limits.length === 0 ? (
        <p>{t('ops.members.noLimits')}</p>
      ) : (
        <>
          <CsvButton
            name={`limits-${username}`}
            load={async () => limits}
            columns={[
              { header: t('ops.members.limit'), cell: (l: Limit) => name(l) },
              {
                header: t('ops.shell.common.amount'),
                cell: (l) => (l.amount === null ? '' : l.kind === 'SESSION' ? l.amount : csvAmount(l.amount)),
              },
              { header: t('ops.members.used'), cell: (l) => (l.kind === 'SESSION' ? l.used : csvAmount(l.used)) },
            ]}
          />
          <DataTable
            rows={limits}
            rowKey={(l) => `${l.kind}-${l.period}`}
            layout="stack"
            data-testid="member-limits"
            columns={[
              { header: t('ops.members.limit'), cell: name, rowHeader: true },
              { header: t('ops.shell.common.amount'), num: true, cell: (l) => amount(l, l.amount) },
              { header: t('ops.members.used'), num: true, cell: (l) => amount(l, l.used) },
              { header: t('ops.members.remaining'), num: true, cell: (l) => amount(l, l.remaining) },
            ]}
          />
        </>
      )}
    </QueryState>
  );
}
