import { afterEach, vi } from 'vitest';

// The site Link wraps Next's app-router link, which needs the router runtime; unit tests
// render it as the plain anchor it becomes in the browser.
vi.mock('@/components/navigation/link', async () => {
  const { createElement } = await import('react');
  return {
    default: ({
      href,
      children,
      prefetch: _prefetch,
      ...props
    }: {
      href: string;
      children?: React.ReactNode;
      prefetch?: boolean;
    }) => createElement('a', { href, ...props }, children),
    useLinkStatus: () => ({ pending: false }),
  };
});

// DOM matchers and unmounting after each test, only where there is a DOM (vitest.config.ts):
// Testing Library takes a while to load, and Node tests render nothing.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
