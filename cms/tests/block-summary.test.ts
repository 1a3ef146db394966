import { describe, expect, test } from 'vitest';
import { BLOCK_SCHEMAS } from '../../lib/content/schemas/blocks';
import { blockSummary } from '../fields/block-summary';
import { describeShape } from '../schema/describe';

const specs = (name: keyof typeof BLOCK_SCHEMAS) => describeShape(BLOCK_SCHEMAS[name]);

describe('a closed block in the page body reads as one line of what it is set to', () => {
  test('an FAQ list by its topic and title, and by how many questions it holds', () => {
    expect(
      blockSummary(specs('FaqList'), { topic: 'programs', title: 'Questions about working with us', items: [] }),
    ).toBe('programs · Questions about working with us');
    const items = [
      { question: 'a', answer: 'b' },
      { question: 'c', answer: 'd' },
    ];
    expect(blockSummary(specs('FaqList'), { topic: '', title: '', items })).toBe('Items: 2');
  });

  test('a band by its title and small line, not by its image path; long copy is cut', () => {
    const title = 'Capture every frame of every tape your family ever recorded, in 4K, without a computer';
    const line = blockSummary(specs('Jumbotron'), { title, eyebrow: 'Archive', image: '/images/x.jpg', actions: [] });
    expect(line).toMatch(/^Capture every frame .*… · Archive$/);
    expect(line?.split(' · ')[0]).toHaveLength(60);
    expect(line).not.toContain('/images/');
  });

  test('lists by their length, and a block with nothing to name has no summary', () => {
    const items = [{ icon: 'bolt', title: 'Fast', text: 'Very' }];
    expect(blockSummary(specs('IconBlock'), { items, columns: null })).toBe('Items: 1');
    expect(blockSummary(specs('StoryList'), { page: 2, limit: null, headingLevel: '' })).toBeUndefined();
  });
});
