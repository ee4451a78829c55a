import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { purify, SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  test('drops scripts, event handlers and javascript: links that reached the browser', () => {
    const clean = purify(
      '<p onclick="x()">a</p><script>x()</script><img src=x onerror="x()"><a href="javascript:x()">b</a><svg onload="x()"></svg><iframe src="/x"></iframe>',
    );
    expect(clean).toBe('<p>a</p><img src="x"><a>b</a>');
  });

  test('keeps formatting and hands links to this site to the router', () => {
    const go = vi.fn();
    // jsdom cannot follow a link: stop the one this test lets through.
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    render(
      <SafeHtml
        html={'<p>Read the <a href="/help#term">terms</a> or <a href="https://example.com">more</a></p>'}
        onInternalLink={go}
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'terms' }));
    expect(go).toHaveBeenCalledWith('/help#term');
    fireEvent.click(screen.getByRole('link', { name: 'more' }));
    expect(go).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', stop);
  });
});
