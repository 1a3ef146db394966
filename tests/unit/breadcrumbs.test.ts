import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, buildTrail } from '@/lib/breadcrumbs';
import { StatusError } from '@/lib/errors';
import { statusOf } from '@/lib/error-status';

const titles: Record<string, string> = {
  '/help': 'Help',
  '/help/download': 'Downloads',
  '/help/download/firmware/x': 'X firmware',
};

describe('breadcrumb trail', () => {
  it('follows the route hierarchy and skips ancestors that are not pages', () => {
    const trail = buildTrail('/help/download/firmware/x', (p) => titles[p], 'Home');
    expect(trail).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Help', path: '/help' },
      { label: 'Downloads', path: '/help/download' },
      { label: 'X firmware', path: '/help/download/firmware/x' },
    ]);
  });

  it('produces BreadcrumbList JSON-LD with positions and absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { label: 'Home', path: '/' },
      { label: 'Help', path: '/help' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Help',
      item: 'https://www.clonewave.example/help/',
    });
  });
});

describe('error status', () => {
  it('uses the error status code, or 500', () => {
    expect(statusOf(new StatusError('gone', 410))).toBe(410);
    expect(statusOf(new Error('boom'))).toBe(500);
    expect(statusOf({ status: 503 })).toBe(503);
    expect(statusOf({ statusCode: 200 })).toBe(500);
  });
});
