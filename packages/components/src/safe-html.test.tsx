// @vitest-environment jsdom
// DOMPurify needs a complete DOM: happy-dom's lets scripts through, so this file runs in jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { SafeHtml } from './safe-html.tsx';

afterEach(cleanup);

describe('SafeHtml', () => {
  it('removes scripts and event handlers and keeps formatting', () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Hello <em>there</em><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a></p>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
    expect(container.querySelector('em')?.textContent).toBe('there');
  });

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});
