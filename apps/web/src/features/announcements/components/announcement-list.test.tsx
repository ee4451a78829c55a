import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { AnnouncementList } from './announcement-list';

const item = (id: number) => ({
  id,
  type: 'PL',
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  time: '2026-03-01T10:00:00Z',
});

function setup(noticeId?: number) {
  const urls: string[] = [];
  mockApi((url) => {
    urls.push(url);
    const q = new URL(url, 'http://x').searchParams;
    const pageNo = q.get('noticeId') ? 2 : Number(q.get('pageNo'));
    const list = Array.from({ length: pageNo === 1 ? 9 : 3 }, (_, i) => item((pageNo - 1) * 9 + i + 1));
    return ok({ list, pageNo, pageSize: 9, total: 12 });
  });
  renderWithQuery(<AnnouncementList noticeId={noticeId ?? null} onInternalLink={() => undefined} />);
  return { urls, user: userEvent.setup() };
}

describe('AnnouncementList', () => {
  test('lists 9 titles a page; a click toggles the content; the pager moves on', async () => {
    const { urls, user } = setup();
    const first = await screen.findByRole('button', { name: /^Notice 1 / });
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(9);
    expect(urls[0]).toContain('pageSize=9');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Notice 1' })).toHaveTextContent('Body 1');
    await user.click(first);
    expect(screen.queryByRole('region', { name: 'Notice 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: /^Notice 12 / })).toBeInTheDocument();
  });

  test('opens on the page of the chosen notice with it expanded', async () => {
    const { urls } = setup(11);
    expect(await screen.findByRole('region', { name: 'Notice 11' })).toHaveTextContent('Body 11');
    expect(urls[0]).toContain('noticeId=11');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
