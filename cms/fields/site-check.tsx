import type { BasicFormField } from '@keystatic/core';
import { SiteCheckPanel } from './site-check-panel';

/** The site check panel as a field that is shown but never written (see SiteCheckPanel). */
export function siteCheck(): BasicFormField<null> {
  return {
    kind: 'form',
    label: 'Site check',
    Input: SiteCheckPanel,
    defaultValue: () => null,
    parse: () => null,
    serialize: () => ({ value: undefined }),
    validate: () => null,
    reader: { parse: () => null },
  };
}
