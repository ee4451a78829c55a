import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { GameRow } from './game-row';

type Item = { id: string };
const items: Item[] = Array.from({ length: 5 }, (_, i) => ({ id: `g${i}` }));

function renderRow(query: { isPending: boolean; isError: boolean; refetch: () => unknown }, rowItems: readonly Item[] = []) {
  return render(
    <MemoryRouter>
      <GameRow
        id="LIVE"
        title="Live"
        moreTo="/live"
        items={rowItems}
        itemKey={(i) => i.id}
        renderItem={(i) => <span data-testid="item">{i.id}</span>}
        query={query}
        lead
      />
    </MemoryRouter>,
  );
}

describe('GameRow', () => {
  test('while it loads the row is one box, with no element inside it', () => {
    // Content replacing many layout objects cost 25–105 ms a row in a traced page (decision 035):
    // the placeholder's cards are drawn by its background.
    renderRow({ isPending: true, isError: false, refetch: () => undefined });
    const row = screen.getByTestId('home-row');
    expect(row).toHaveAttribute('aria-busy', 'true');
    const placeholder = within(row).getByRole('status', { name: 'Loading…' });
    expect(placeholder.childElementCount).toBe(0);
    expect(placeholder).toHaveAttribute('data-shape', 'card');
  });

  test('a failed answer offers a retry, and its items render once they come', async () => {
    const refetch = vi.fn();
    const { unmount } = renderRow({ isPending: false, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    unmount();
    renderRow({ isPending: false, isError: false, refetch }, items);
    expect(await screen.findAllByTestId('item')).toHaveLength(5);
    expect(screen.getByTestId('home-row')).not.toHaveAttribute('aria-busy');
  });
});
