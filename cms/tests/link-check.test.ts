import { describe, expect, test } from 'vitest';
import { linkProblem } from '../fields/link-check';

const pages = [
  { path: '/refund_policy', title: 'Refund policy' },
  { path: '/box-pro', title: 'Clonewave Box Pro' },
  { path: '/', title: 'Home' },
];

describe('a link in the body editor is checked before it is inserted', () => {
  test.each(['/refund_policy', '/refund_policy/', '/box-pro#specs', '/box-pro?tab=1', '/', '/files/manual.pdf'])(
    'a page of the site or a file: %s',
    (href) => expect(linkProblem(href, pages)).toBeUndefined(),
  );

  test.each(['https://www.youtube.com/watch?v=1', 'mailto:support@clonewave.com', 'tel:+1 555 0100', '#specs'])(
    'another address: %s',
    (href) => expect(linkProblem(href, pages)).toBeUndefined(),
  );

  test('a page that does not exist is named, with the page it was probably meant to be', () => {
    expect(linkProblem('/refund-policy', pages)).toBe(
      'There is no page at /refund-policy (did you mean /refund_policy, “Refund policy”?)',
    );
    expect(linkProblem('/about-the-company-history', pages)).toBe('There is no page at /about-the-company-history');
  });

  test('an address that is neither a page nor a web address, and an empty one, say what to do', () => {
    expect(linkProblem('www.clonewave.com', pages)).toMatch(/starting with https:\/\//);
    expect(linkProblem('  ', pages)).toBe('Pick a page of the site, or type a web address');
  });

  test('before the page list has loaded, a site path is let through to the site check', () => {
    expect(linkProblem('/anything', undefined)).toBeUndefined();
  });
});
