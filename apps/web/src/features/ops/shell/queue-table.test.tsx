import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { loadSection } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render-with-query';
import { DecisionDialog } from './decision-dialog';
import { QueueTable } from './queue-table';
import { useQueue } from './use-queue';

beforeAll(() => loadSection('ops'));

type Row = { id: number; name: string; status: 'WAITING' | 'DONE'; remark: string };
type Filter = { status: Row['status'] | '' };
const ROWS: Row[] = [
  { id: 1, name: 'm1', status: 'WAITING', remark: '' },
  { id: 2, name: 'm2', status: 'DONE', remark: 'paid by phone' },
];

function Queue({ fetchPage, decide }: { fetchPage: (f: Filter, n: number) => Promise<unknown>; decide: () => Promise<unknown> }) {
  const queue = useQueue<Filter, Row>({
    key: ['test-queue'],
    initial: { status: '' },
    fetchPage: async (f, pageNo) => {
      await fetchPage(f, pageNo);
      const list = ROWS.filter((r) => !f.status || r.status === f.status);
      return { list, pageNo, pageSize: 20, total: list.length };
    },
  });
  return (
    <QueueTable
      queue={queue}
      statuses={['WAITING', 'DONE'] as const}
      statusText={(s) => s.toLowerCase()}
      csv={{ name: 'test', columns: [{ header: 'Name', cell: (r) => r.name }] }}
      data-testid="queue"
      columns={[{ header: 'Name', cell: (r) => r.name, rowHeader: true }]}
      actions={(r) => (r.status === 'WAITING' ? [{ label: 'Pay', opens: r }] : [])}
      settled={(r) => r.remark}
      refresh={['test-queue']}
      notice={(o) => <p role="status">{o ?? 'none'}</p>}
      dialog={(r, close) => <DecisionDialog title={`Pay ${r.name}?`} action="Mark as paid" onDecide={decide} onClose={close} />}
    />
  );
}

describe('a console queue', () => {
  test('a waiting row offers its decision, a decided one what stands instead; a decision re-reads the queue and says what it did', async () => {
    const fetchPage = vi.fn(() => Promise.resolve());
    const decide = vi.fn(() => Promise.resolve());
    renderWithQuery(<Queue fetchPage={fetchPage} decide={decide} />);
    const waiting = (await screen.findByRole('rowheader', { name: 'm1' })).closest('tr')!;
    const decided = screen.getByRole('rowheader', { name: 'm2' }).closest('tr')!;
    expect(within(decided).queryByRole('button')).toBeNull();
    expect(decided.textContent).toContain('paid by phone');
    expect(screen.getByRole('status').textContent).toBe('none');

    await userEvent.click(within(waiting).getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay m1?' });
    const reads = fetchPage.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decide).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('done');
    await waitFor(() => expect(fetchPage.mock.calls.length).toBeGreaterThan(reads));
  });

  test('the status filter reads the queue again from its first page', async () => {
    const fetchPage = vi.fn(() => Promise.resolve());
    renderWithQuery(<Queue fetchPage={fetchPage} decide={() => Promise.resolve()} />);
    await screen.findByRole('rowheader', { name: 'm2' });
    const search = screen.getByRole('search', { name: 'Filters' });
    await userEvent.selectOptions(within(search).getByLabelText('Status'), 'waiting');
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ status: 'WAITING' }, 1));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'm2' })).toBeNull());
    expect(within(search).getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
