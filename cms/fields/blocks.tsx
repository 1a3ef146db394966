import { block, mark, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import { Icon } from '@keystar/ui/icon';
import { hashIcon } from '@keystar/ui/icon/icons/hashIcon';
import { typeIcon } from '@keystar/ui/icon/icons/typeIcon';
import { z } from 'zod';
import { BLOCK_SCHEMAS, blockMeta, MDX_BLOCK_NAMES } from '../../lib/content/schemas/blocks';
import { anchorIdSchema } from '../../lib/content/schemas/common';
import { describeShape, humanize } from '../schema/describe';
import { BLOCK_WORDS } from '../schema/words';
import { keystaticFields } from './from-spec';

/**
 * The MDX blocks as Keystatic content components, one per entry of BLOCK_SCHEMAS, with
 * the props form generated from the block's zod schema. How a block is written decides
 * its kind: self-closing → `block`; copy between its tags → `wrapper`; written inside a
 * paragraph (`<Lead>…</Lead>`, `<Card>`, `<ButtonLink>`) → `mark` on the text it wraps.
 */
const ANCHORED_HEADING = 'h2';

/** `<h2 id="…">…</h2>`: an HTML heading whose id `/page#id` links reach (content/README.md). */
const anchoredHeadingSchema = z.strictObject({ id: anchorIdSchema });

export function blockComponents(): Record<string, ContentComponent> {
  const components: Record<string, ContentComponent> = {};
  for (const name of MDX_BLOCK_NAMES) {
    const schema = BLOCK_SCHEMAS[name];
    const { description, children, inline } = blockMeta(schema);
    const props = keystaticFields(describeShape(schema));
    const label = BLOCK_WORDS[name] ?? humanize(name);
    components[name] = inline
      ? mark({ label, icon: <Icon src={typeIcon} />, schema: props, tag: 'span' })
      : children === 'none'
        ? block({ label, description, schema: props })
        : wrapper({ label, description, schema: props });
  }
  components[ANCHORED_HEADING] = mark({
    label: 'Heading with anchor (h2 id)',
    icon: <Icon src={hashIcon} />,
    schema: keystaticFields(describeShape(anchoredHeadingSchema)),
    tag: 'strong',
  });
  return components;
}
