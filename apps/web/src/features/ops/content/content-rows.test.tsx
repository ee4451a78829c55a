import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { DataTable } from '@/components/ui/data-table';
import { loadSection } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render-with-query';
import { opsSessionQuery } from '../api/ops-api';
import { useContentRows } from './content-rows';

beforeAll(() => loadSection('ops'));

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'Welcome' },
  { id: 2, name: 'Holiday hours' },
];

function List({ remove }: { remove: (r: Row) => Promise<unknown> }) {
  const rows = useContentRows<Row>({ name: (r) => r.name, remove });
  return (
    <>
      <DataTable
        rows={ROWS}
        data-testid="rows"
        columns={[{ header: 'Name', cell: (r) => r.name, rowHeader: true }, rows.column]}
      />
      {rows.editorOpen ? <p role="status">{`editing ${rows.editing?.name ?? 'new'}`}</p> : null}
      {rows.deleteDialog}
    </>
  );
}

const render = (role: string, remove = vi.fn(() => Promise.resolve({}))) => {
  const r = renderWithQuery(<List remove={remove} />);
  r.client.setQueryData(opsSessionQuery.queryKey, { role } as never);
  return remove;
};

describe('a content list’s rows', () => {
  test('edit opens the row’s editor; delete asks, then removes that row', async () => {
    const remove = render('content');
    const row = (await screen.findByRole('row', { name: /Holiday hours/ })) as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('status').textContent).toBe('editing Holiday hours');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Holiday hours');
    await userEvent.click(within(dialog).getByTestId('confirm-delete'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).toHaveBeenCalledWith(ROWS[1]);
  });

  test('a read-only operator gets neither button', async () => {
    render('readonly');
    await screen.findByRole('row', { name: /Welcome/ });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
