import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { Composer } from './composer';

const party = { side: 'CUSTOMER', guestToken: null } as const;

describe('the chat message box', () => {
  test('sends the trimmed text with Enter, keeps Shift+Enter as a new line, and says it is typing', async () => {
    const onSend = vi.fn();
    const onTyping = vi.fn();
    render(<Composer party={party} conversationId={1} onSend={onSend} onTyping={onTyping} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '  hello{Shift>}{Enter}{/Shift}there  ');
    expect(onSend).not.toHaveBeenCalled();
    expect(onTyping).toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('hello\nthere', []);
    expect(box).toHaveValue('');
    // Nothing to send: Enter and the button do nothing.
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test('refuses a file that is not a png or jpg before uploading it', async () => {
    const { fetch: fetchSpy } = mockApi(() => ok(null));
    render(<Composer party={party} conversationId={1} onSend={vi.fn()} onTyping={vi.fn()} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(/png or jpg/i);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
