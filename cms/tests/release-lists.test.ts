import { expect, test } from 'vitest';
import { collections } from '../collections';
import { dump, load } from '../format/yaml';

/** Release pages in the editor: releases newest first, as the site lists them; a firmware file is for the device. */
const releases = (versions: [string, string, number][]) =>
  versions
    .map(([version, date, build]) => `  - version: ${version}\n    build: ${build}\n    date: ${date}\n`)
    .join('');

test('releases are listed and saved newest first, by date and then build', () => {
  const text = `title: Box firmware\nreleases:\n${releases([
    ['1.9.7', '2026-05-06', 2605],
    ['2.4.2', '2026-11-20', 2615],
    ['2.4.1', '2026-11-20', 2610],
  ])}`;
  const order = (data: unknown) => (data as { releases: { version: string }[] }).releases.map((r) => r.version);
  expect(order(load(text))).toEqual(['2.4.2', '2.4.1', '1.9.7']);
  expect(dump(load(text))).toBe(
    `title: Box firmware\nreleases:\n${releases([
      ['2.4.2', '2026-11-20', 2615],
      ['2.4.1', '2026-11-20', 2610],
      ['1.9.7', '2026-05-06', 2605],
    ])}`,
  );
});

test('releases without a date keep their order, for the form to name what is missing', () => {
  const data = {
    releases: [
      { version: '1.0.0', build: 1 },
      { version: '2.0.0', build: 2, date: '2026-01-01' },
    ],
  };
  expect(load(dump(data))).toEqual(data);
});

test('a new firmware file is for the device; a new software file starts with windows', () => {
  type Field = { element: { fields: Record<string, Field> }; defaultValue: () => unknown };
  const platform = (collection: string) => {
    const schema = (collections() as unknown as Record<string, { schema: Record<string, Field> }>)[collection]!.schema;
    return schema.releases!.element.fields.files!.element.fields.platform!.defaultValue();
  };
  expect(platform('firmware')).toBe('device');
  expect(platform('software')).toBe('windows');
});
