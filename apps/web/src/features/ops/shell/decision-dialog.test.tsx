import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadSection } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render-with-query';
import { DecisionDialog } from './decision-dialog';

beforeAll(() => loadSection('ops'));

const dialog = (onDecide: () => Promise<unknown>, onClose = vi.fn()) => {
  renderWithQuery(
    <DecisionDialog
      title="Pay this withdrawal?"
      summary="m1 withdraws 1,000.00"
      action="Mark as paid"
      onDecide={onDecide}
      onClose={onClose}
    />,
  );
  return onClose;
};

describe('a queue decision', () => {
  test('four eyes’ first approval closes the dialog as pending, not as a failure', async () => {
    const onClose = dialog(() => Promise.reject(new ApiError('OPS_SECOND_APPROVAL_PENDING', 409, 'pending')));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('pending'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a refusal stays in the dialog in the reader’s words, and the remark goes with the decision', async () => {
    const onDecide = vi.fn(() => Promise.reject(new ApiError('ORDER_STATE_CONFLICT', 409, 'The withdrawal is paid')));
    const onClose = dialog(onDecide);
    await userEvent.type(await screen.findByLabelText('Remark (optional, the member sees it)'), ' sent by Nabil ');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as paid' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(alert.textContent).not.toContain('The withdrawal is paid');
    expect(onDecide).toHaveBeenCalledWith('sent by Nabil');
    expect(onClose).not.toHaveBeenCalled();
  });
});
