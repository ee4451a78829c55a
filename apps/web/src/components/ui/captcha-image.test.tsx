import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import '@/lib/i18n';
import { CaptchaImage } from './captcha-image';

describe('CaptchaImage', () => {
  test('asks for a new picture at most once a second', async () => {
    const onRefresh = vi.fn();
    render(<CaptchaImage src="data:image/svg+xml;base64,PHN2Zy8+" onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Show another captcha' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
