import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { LanguageSelector } from './language-selector';

afterEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('LanguageSelector', () => {
  test('lists every language and marks the ones shown in English', () => {
    render(<LanguageSelector />);
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThanOrEqual(35);
    expect(screen.getByRole('option', { name: 'नेपाली' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'ไทย (shown in English)' })).toBeInTheDocument();
  });

  test('applies, remembers and sends the choice', async () => {
    const { fetch: fetchMock } = mockApi(() => ok({ language: 'ne' }));
    render(<LanguageSelector />);
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'ne');
    // Nepali texts load as their own chunk on first use.
    await waitFor(() => expect(i18n.language).toBe('ne'));
    expect(localStorage.getItem('lang')).toBe('ne');
    expect(JSON.parse(localStorage.getItem('hisLang')!)).toEqual(['ne']);
    expect(document.documentElement.lang).toBe('ne');
    expect(fetchMock).toHaveBeenCalledWith(
      '/wps/system/language',
      expect.objectContaining({ method: 'PUT', body: '{"language":"ne"}' }),
    );
    expect(await screen.findByLabelText('भाषा')).toBeInTheDocument();
  });
});
