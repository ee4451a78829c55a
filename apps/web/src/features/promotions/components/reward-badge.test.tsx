import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import '@/lib/i18n';
import { rewardCountQuery } from '../api/get-reward-count';
import { RewardBadge } from './reward-badge';

describe('RewardBadge', () => {
  test('shows nothing at 0 or before the count is known', () => {
    const { container, rerender } = render(<RewardBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RewardBadge count={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('shows the count above 0, 99+ past 99, and reads it out in words', () => {
    const { rerender } = render(<RewardBadge count={1} />);
    expect(screen.getByTestId('reward-badge')).toHaveTextContent('11 reward to claim');
    expect(screen.getByText('1 reward to claim')).toHaveClass('visually-hidden');
    rerender(<RewardBadge count={120} />);
    expect(screen.getByTestId('reward-badge')).toHaveTextContent(/^99\+120 rewards to claim$/);
  });

  test('asks the count only for a signed-in real member', () => {
    expect(rewardCountQuery(null, true).enabled).toBe(false);
    expect(rewardCountQuery('token', false).enabled).toBe(false);
    expect(rewardCountQuery('token', true).enabled).toBe(true);
  });
});
