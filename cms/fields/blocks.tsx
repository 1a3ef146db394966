import { block, mark, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import { Icon } from '@keystar/ui/icon';
import { hashIcon } from '@keystar/ui/icon/icons/hashIcon';
import { typeIcon } from '@keystar/ui/icon/icons/typeIcon';
import { Text } from '@keystar/ui/typography';
import { z } from 'zod';
import { BLOCK_SCHEMAS, blockMeta, MDX_BLOCK_NAMES } from '../../lib/content/schemas/blocks';
import { anchorIdSchema } from '../../lib/content/schemas/common';
import { describeShape, humanize, type FieldSpec } from '../schema/describe';
import { BLOCK_WORDS } from '../schema/words';
import { blockSummary } from './block-summary';
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

/**
 * A closed block in the page body reads as one line of what it is set to
 * (block-summary.ts), or, with nothing to name, what the block is.
 */
function Summary(props: { specs: Record<string, FieldSpec>; value: Record<string, unknown>; description: string }) {
  return (
    <Text color="neutralSecondary" data-testid="block-summary">
      {blockSummary(props.specs, props.value) ?? props.description}
    </Text>
  );
}

export function blockComponents(): Record<string, ContentComponent> {
  const components: Record<string, ContentComponent> = {};
  for (const name of MDX_BLOCK_NAMES) {
    const schema = BLOCK_SCHEMAS[name];
    const { description, children, inline } = blockMeta(schema);
    const specs = describeShape(schema);
    const props = keystaticFields(specs);
    const label = BLOCK_WORDS[name] ?? humanize(name);
    components[name] = inline
      ? mark({ label, icon: <Icon src={typeIcon} />, schema: props, tag: 'span' })
      : children === 'none'
        ? block({
            label,
            description,
            schema: props,
            ContentView: ({ value }) => <Summary specs={specs} value={value} description={description} />,
          })
        : wrapper({
            label,
            description,
            schema: props,
            ContentView: ({ value, children: copy }) => (
              <>
                <Summary specs={specs} value={value} description={description} />
                {copy}
              </>
            ),
          });
  }
  components[ANCHORED_HEADING] = mark({
    label: 'Heading with anchor (h2 id)',
    icon: <Icon src={hashIcon} />,
    schema: keystaticFields(describeShape(anchoredHeadingSchema)),
    tag: 'strong',
  });
  return components;
}
