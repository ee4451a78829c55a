import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadSection } from '@/lib/i18n';
import { renderWithQuery } from '@/test/render-with-query';
import { FormDialog } from './form-dialog';

beforeAll(() => loadSection('ops'));

type Hooks = { save: () => Promise<string>; onClose: () => void; onSaved?: (r: string) => void };

function Answer({ save, onClose, onSaved }: Hooks) {
  const [text, setText] = useState('');
  return (
    <FormDialog
      title="Answer m1"
      size="narrow"
      save={save}
      refresh={['answers']}
      onClose={onClose}
      {...(onSaved ? { onSaved } : {})}
      submitLabel="Send"
      submitTestId="send"
      ready={text.trim() !== ''}
    >
      {() => (
        <label>
          Answer
          <textarea value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
    </FormDialog>
  );
}

describe('a console form dialog', () => {
  test('its own submit label waits for the fields, saves, refreshes and hands back the result', async () => {
    const save = vi.fn(() => Promise.resolve('answer 7'));
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const { client } = renderWithQuery(<Answer save={save} onClose={onClose} onSaved={onSaved} />);
    const refresh = vi.spyOn(client, 'invalidateQueries');
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send.getAttribute('data-testid')).toBe('send');
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Answer'), 'Paid by phone');
    await userEvent.click(send);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('answer 7'));
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['answers'] });
    expect(onClose).not.toHaveBeenCalled();
  });

  test('without onSaved a save closes it; a refusal stays in it; Cancel closes without saving', async () => {
    const save = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError('ORDER_STATE_CONFLICT', 409, 'answered already'))
      .mockResolvedValueOnce('ok');
    const onClose = vi.fn();
    renderWithQuery(<Answer save={save} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Answer'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).not.toContain('answered already');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledTimes(2);
  });
});
