import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { mockApi, ok } from '@/test/mock-api';
import { renderWithQuery } from '@/test/render-with-query';
import { FeedbackForm } from './feedback-form';

function setup() {
  const { calls } = mockApi((url) =>
    url === '/wps/captcha' ? ok({ captchaId: 'c-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }) : ok({ id: 7 }),
  );
  const onSent = vi.fn();
  renderWithQuery(<FeedbackForm onSent={onSent} />);
  return { calls, onSent, user: userEvent.setup() };
}

describe('FeedbackForm', () => {
  test('names every empty field in one warning and sends nothing', async () => {
    const { calls, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByTestId('feedback-missing')).toHaveTextContent(
      'Please fill in: question type, question description, captcha',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  test('counts characters live, refuses 19 and sends 20, trimmed, with the captcha', async () => {
    const { calls, onSent, user } = setup();
    await screen.findByRole('img', { name: 'Captcha image' });
    await user.selectOptions(screen.getByLabelText('Question type'), 'Withdrawal');
    const description = screen.getByLabelText('Question description');
    await user.type(description, '  Nineteen characters');
    // The count is of the trimmed text, as the rule counts it.
    expect(screen.getByTestId('feedback-count')).toHaveTextContent('19/200');
    await user.clear(description);
    await user.type(description, ' 1234567890123456789 ');
    await user.type(screen.getByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write 20 to 200 characters.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.type(description, '0');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      url: '/wps/feedback',
      method: 'PUT',
      body: { type: 2, content: '1234567890123456789 0'.trim(), captcha: 'ab12', captchaId: 'c-1' },
    });
  });

  test('stops typing at 200 characters', () => {
    setup();
    expect(screen.getByLabelText('Question description')).toHaveAttribute('maxLength', '200');
  });
});
