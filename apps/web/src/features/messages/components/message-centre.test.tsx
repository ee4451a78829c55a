import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { unreadCountQuery } from '../api/get-unread-count';
import { MessageCentre } from './message-centre';

const page = {
  list: [
    { id: 5, title: 'Your bonus', content: 'Line one\nLine two', read: false, time: '2026-03-01T10:00:00Z' },
    { id: 4, title: 'Welcome', content: 'Hello', read: true, time: '2026-02-01T10:00:00Z' },
  ],
  pageNo: 1,
  pageSize: 10,
  total: 2,
  unread: 1,
};

function setup() {
  const calls: string[] = [];
  mockApi((url, init) => {
    calls.push(`${init.method ?? 'GET'} ${url.split('?')[0]}`);
    const value = url.startsWith('/wps/messages?') ? page : { count: 0 };
    return ok(value);
  });
  renderWithQuery(<MessageCentre />);
  return { calls, user: userEvent.setup() };
}

describe('MessageCentre', () => {
  test('marks unread messages, opens one and marks it read', async () => {
    const { calls, user } = setup();
    const unread = await screen.findByRole('button', { name: /^Unread:\s*Your bonus/ });
    expect(screen.getByRole('button', { name: /^Welcome/ })).toBeInTheDocument();
    await user.click(unread);
    expect(unread).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Line one/)).toHaveTextContent('Line one Line two');
    await vi.waitFor(() => expect(calls).toContain('PUT /wps/messages/5/read'));
    // An already read message is not marked again.
    await user.click(screen.getByRole('button', { name: /^Welcome/ }));
    expect(calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  });

  test('deletes a message after confirming, and marks all read', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Welcome/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() => expect(calls).toContain('DELETE /wps/messages/4'));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() => expect(calls).toContain('PUT /wps/messages/read-all'));
  });

  test('never asks the unread count for a guest or a trial account', () => {
    expect(unreadCountQuery(null, true).enabled).toBe(false);
    expect(unreadCountQuery('token', false).enabled).toBe(false);
    expect(unreadCountQuery('token', true).enabled).toBe(true);
  });
});
