import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLogo } from '@/components/layout/brand-logo';
import { siteConfig } from '@/lib/site-config';

describe('the inline header logo', () => {
  it('takes the viewBox and drawing of the logo file, without its title', () => {
    const file = fs.readFileSync(path.join(process.cwd(), 'public', siteConfig.brand.logo), 'utf8');
    const { viewBox, inner } = parseLogo(file);
    expect(viewBox).toMatch(/^0 0 \d+(\.\d+)? \d+(\.\d+)?$/);
    expect(inner).toContain('<path');
    expect(inner).not.toMatch(/<title>|<\/?svg/);
  });

  it('fails the build, naming the file, when the file has no usable root', () => {
    expect(() => parseLogo('<svg width="10"><path d="M0 0"/></svg>')).toThrow(
      `${siteConfig.brand.logo}: no <svg viewBox="…"> root element`,
    );
    expect(() => parseLogo('not an svg', '/images/other.svg')).toThrow('/images/other.svg');
  });
});
