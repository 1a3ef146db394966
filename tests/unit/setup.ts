import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { createElement } from 'react';

afterEach(() => cleanup());

// The site Link wraps Next's app-router link, which needs the router runtime; unit tests
// render it as the plain anchor it becomes in the browser.
vi.mock('@/components/navigation/link', () => ({
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
}));
