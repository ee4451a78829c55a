import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { fail, mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { LAST_CLOSED_KEY, SystemGate } from './system-gate';

const config = {
  merchant: { name: 'Jade', currencySymbol: 'रु' },
  customerService: [],
  imageCDNs: ['/'],
  whitelabel: {},
  maintenance: { title: 'Upgrading the tables', content: '' },
  regionRestriction: { title: '', content: 'Access restricted' },
  location: { ip: '203.0.113.9' },
};

/** A status answer held open until the test lets it go. */
function holdStatus() {
  let answer: (r: Response) => void = () => undefined;
  const status = new Promise<Response>((resolve) => (answer = resolve));
  mockApi((url) =>
    url.startsWith('/wps/system/status')
      ? status
      : url.startsWith('/wps/system/permission')
        ? ok(config)
        : fail('NOT_FOUND', 404),
  );
  return (value: unknown) => answer(ok(value));
}

const app = <p>the app</p>;

describe('SystemGate', () => {
  beforeEach(() => localStorage.clear());

  test('shows the app before the status answers, and keeps it when the site is open', async () => {
    const answer = holdStatus();
    renderWithQuery(<SystemGate>{app}</SystemGate>);
    expect(screen.getByText('the app')).toBeInTheDocument();
    answer({ status: 0 });
    await waitFor(() => expect(localStorage.getItem(LAST_CLOSED_KEY)).toBe('0'));
    expect(screen.getByText('the app')).toBeInTheDocument();
  });

  test('replaces the app with the maintenance page when the status says so, and remembers it', async () => {
    const answer = holdStatus();
    renderWithQuery(<SystemGate>{app}</SystemGate>);
    answer({ status: 1 });
    expect(await screen.findByTestId('maintenance-page')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    expect(localStorage.getItem(LAST_CLOSED_KEY)).toBe('1');
  });

  test('a browser that found the site closed shows nothing until the status answers', async () => {
    localStorage.setItem(LAST_CLOSED_KEY, '1');
    const answer = holdStatus();
    renderWithQuery(<SystemGate>{app}</SystemGate>);
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
    answer({ status: 2 });
    expect(await screen.findByTestId('region-blocked-page')).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  test('a browser that found the site closed shows the app once the status says it is open again', async () => {
    localStorage.setItem(LAST_CLOSED_KEY, '1');
    const answer = holdStatus();
    renderWithQuery(<SystemGate>{app}</SystemGate>);
    answer({ status: 0 });
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(localStorage.getItem(LAST_CLOSED_KEY)).toBe('0');
  });
});
