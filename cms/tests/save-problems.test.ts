import { fields } from '@keystatic/core';
import { describe, expect, test } from 'vitest';
import { describeProblem, saveProblems } from '../fields/save-problems';

const release = fields.object({
  version: fields.text({ label: 'Version', validation: { isRequired: true } }),
  files: fields.array(
    fields.object({
      name: fields.text({ label: 'File name', validation: { isRequired: true } }),
      sha256: fields.text({ label: 'SHA-256 checksum', validation: { length: { min: 64, max: 64 } } }),
    }),
    { label: 'Files', itemLabel: (props) => props.fields.name.value },
  ),
});
const entry = fields.object({
  title: fields.text({ label: 'Title', validation: { isRequired: true } }),
  releases: fields.array(release, { label: 'Releases', itemLabel: (props) => props.fields.version.value }),
});
const file = (name: string, sha256: string) => ({ name, sha256 });

describe('a refused save names every field it refuses, where it is', () => {
  test('in form order, through lists inside lists, each item by the name its list gives it', () => {
    const value = {
      title: '',
      releases: [
        { version: '2.4.2', files: [file('a.bin', 'f'.repeat(64)), file('CW-BoxPro-FW-2.4.2.bin', 'abc')] },
        { version: '', files: [] },
      ],
    };
    const problems = saveProblems(entry, value);
    expect(problems.map((problem) => problem.steps)).toEqual([
      [{ kind: 'field', label: 'Title' }],
      [
        { kind: 'field', label: 'Releases' },
        { kind: 'item', list: 'Releases', index: 0, name: '2.4.2' },
        { kind: 'field', label: 'Files' },
        { kind: 'item', list: 'Files', index: 1, name: 'CW-BoxPro-FW-2.4.2.bin' },
        { kind: 'field', label: 'SHA-256 checksum' },
      ],
      [
        { kind: 'field', label: 'Releases' },
        { kind: 'item', list: 'Releases', index: 1, name: 'Item 2' },
        { kind: 'field', label: 'Version' },
      ],
    ]);
    expect(describeProblem(problems[1]!)).toBe(
      'Releases › 2.4.2 › Files › CW-BoxPro-FW-2.4.2.bin › SHA-256 checksum must be at least 64 characters long',
    );
  });

  test('a message that already names its field is not given the name twice', () => {
    const steps = [{ kind: 'field' as const, label: 'Price' }];
    expect(describeProblem({ steps, message: 'Price must be an amount in dollars' })).toBe(
      'Price must be an amount in dollars',
    );
  });

  test('a valid entry has none', () => {
    expect(saveProblems(entry, { title: 'Box Pro firmware', releases: [] })).toEqual([]);
  });
});
