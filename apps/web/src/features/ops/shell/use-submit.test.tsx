import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { useSubmit } from './use-submit';

function NoteForm({ add }: { add: (note: string) => Promise<number> }) {
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<number | null>(null);
  const { busy, problem, submit } = useSubmit(
    () => add(note),
    (id) => {
      setNote('');
      setSaved(id);
    },
  );
  return (
    <form onSubmit={submit}>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      {problem ? <p role="alert">{String(problem)}</p> : null}
      {saved === null ? null : <p role="status">{`note ${saved}`}</p>}
      <button type="submit" disabled={busy}>
        Add
      </button>
    </form>
  );
}

describe('a console form’s sending', () => {
  test('busy while it runs, the refusal kept, then done with the result (and the refusal gone)', async () => {
    let fail: (err: Error) => void = () => undefined;
    const add = vi
      .fn<(note: string) => Promise<number>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce(42);
    render(<NoteForm add={add} />);
    await userEvent.type(screen.getByLabelText('Note'), 'Called');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
    fail(new Error('refused'));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: refused');
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('Called');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('status')).textContent).toBe('note 42');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('');
    expect(add).toHaveBeenLastCalledWith('Called');
  });
});
