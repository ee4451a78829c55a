import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadSection } from '@/lib/i18n';
import { LocalizedTexts, type Texts } from './localized-texts';

beforeAll(() => loadSection('ops'));

function Editor({ error }: { error?: string }) {
  const [title, setTitle] = useState<Texts>({ en: 'Hello' });
  const [body, setBody] = useState<Texts>({});
  return (
    <LocalizedTexts title={title} onTitle={setTitle} titleError={error}>
      {(lang, langName) => (
        <label>
          {`Body (${langName})`}
          <textarea value={body[lang] ?? ''} onChange={(e) => setBody({ ...body, [lang]: e.target.value })} />
        </label>
      )}
    </LocalizedTexts>
  );
}

describe('the localized-text editor', () => {
  test('edits one language at a time, title and body, keeping the other language’s texts', async () => {
    render(<Editor />);
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Nepali' }));
    expect(screen.getByRole('button', { name: 'Nepali' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Title (Nepali)') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByLabelText('Title (Nepali)'), 'नमस्ते');
    await userEvent.type(screen.getByLabelText('Body (Nepali)'), 'पाठ');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect((screen.getByLabelText('Title (English)') as HTMLInputElement).value).toBe('Hello');
    expect((screen.getByLabelText('Body (English)') as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Nepali' }));
    expect((screen.getByLabelText('Title (Nepali)') as HTMLInputElement).value).toBe('नमस्ते');
    expect((screen.getByLabelText('Body (Nepali)') as HTMLTextAreaElement).value).toBe('पाठ');
  });

  test('shows the server’s message for the title under it', () => {
    render(<Editor error="English is required" />);
    expect(screen.getByRole('alert').textContent).toBe('English is required');
  });
});
