import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { mdxOptions } from '@/components/mdx/mdx-options';

const html = async (markdown: string) => String(await compile(markdown, mdxOptions));

describe('content tables of three or more columns stack on phones, each cell named by its column', () => {
  it('marks the table and labels every body cell with its heading text, links and emphasis included', async () => {
    const out = await html(
      [
        '| Channel | Best **for** | Response time |',
        '| --- | --- | --- |',
        '| [Ticket](/help) | Setup | One day |',
      ].join('\n'),
    );
    expect(out).toContain('"data-label": "Channel"');
    expect(out).toContain('"data-label": "Best for"');
    expect(out).toContain('"data-label": "Response time"');
    expect(out.match(/"data-label"/g)).toHaveLength(3);
    expect(out).toContain('className: "table-stack"');
  });

  it('leaves two-column tables and tables without a header row as they are', async () => {
    for (const out of [
      await html(['| Spec | Value |', '| --- | --- |', '| Weight | 120 g |'].join('\n')),
      await html('<table><tbody><tr><td>1</td><td>2</td><td>3</td></tr></tbody></table>'),
    ]) {
      expect(out).not.toContain('data-label');
      expect(out).not.toContain('table-stack');
    }
  });
});
