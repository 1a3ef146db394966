import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mdxToText } from '@/lib/content-db/mdx-text';
import { query } from '@/lib/content-query';

/**
 * The query engine over four short articles (tests/fixtures/content-query-reference). Every
 * expected value in the first three blocks is what @nuxt/content v1's query builder returns
 * for `$content('articles')` with the same calls over these articles; the last block pins
 * where the engine parts from v1 on purpose, with v1's answer in the test title. v1 searched
 * title, description, slug and the Markdown text; here the text is the body as the content
 * database keeps it (the words a reader sees).
 */
const DIR = path.resolve(__dirname, '../fixtures/content-query-reference/articles');

function readArticle(file: string) {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
    fs.readFileSync(path.join(DIR, file), 'utf8'),
  )!;
  const slug = file.replace(/\.md$/, '');
  const { title, description, date } = parse(yaml) as { title: string; description: string; date: string };
  return { slug, path: `/articles/${slug}`, title, description, date, body: mdxToText(body) };
}

const articles = fs.readdirSync(DIR).sort().map(readArticle);
const slugs = (list: ({ slug?: unknown } | null)[]) => list.map((d) => (d ? d.slug : null));
const found = (terms: string) => slugs(query(articles).search(terms).fetch()).sort();

const CONSOLE = 'recording-a-games-console';
const FIRMWARE = 'updating-recorder-firmware';
const CLONING = 'cloning-a-laptop-drive';
const CAPTURE = 'choosing-a-capture-device';
const titleOf = (slug: string) => articles.find((a) => a.slug === slug)!.title;

describe('search, as @nuxt/content v1 answers over the reference articles', () => {
  it('search(text) finds the articles holding every term, so two words find fewer than either alone', () => {
    expect(found('recorder')).toEqual([CAPTURE, CONSOLE, FIRMWARE]);
    expect(found('firmware')).toEqual([CAPTURE, CLONING, FIRMWARE]);
    expect(found('recorder firmware')).toEqual([CAPTURE, FIRMWARE]);
    expect(found('firmware recorder')).toEqual([CAPTURE, FIRMWARE]);
    expect(found('hdmi firmware')).toEqual([CAPTURE, FIRMWARE]);
  });

  it('forgives one typo in a term of 4 or more characters: a wrong letter or two neighbours swapped', () => {
    expect(found('captore')).toEqual([CAPTURE, CONSOLE]);
    expect(found('hmdi')).toEqual([CAPTURE, CONSOLE, FIRMWARE]);
    expect(found('frimware')).toEqual([CAPTURE, CLONING, FIRMWARE]);
    expect(found('firmwrae')).toEqual([CAPTURE, CLONING, FIRMWARE]);
  });

  it('matches a word whose beginning is within one typo of the term', () => {
    // "clon" (Clonewave, cloner, cloning) is "clonr" less a letter; "recordi" (recording) one letter off "recordr".
    expect(found('clonr')).toEqual([CLONING, FIRMWARE]);
    expect(found('recordr')).toEqual([CAPTURE, CONSOLE, FIRMWARE]);
  });

  it('search(field, text) finds the articles holding any of the terms in that field', () => {
    const inTitle = (terms: string) => slugs(query(articles).search('title', terms).fetch()).sort();
    expect(inTitle('hdmi firmware')).toEqual([CONSOLE, FIRMWARE]);
    expect(inTitle('recorder firmware')).toEqual([FIRMWARE]);
  });

  it("v1's object form with operator 'and' wants every term", () => {
    const match = { type: 'match', field: 'body', value: 'recorder firmware', operator: 'and' };
    expect(slugs(query(articles).search({ query: match }).fetch()).sort()).toEqual([CAPTURE, FIRMWARE]);
  });
});

describe('surround, as @nuxt/content v1 answers over the reference articles', () => {
  const byDate = () => query(articles).sortBy('date', 'desc');

  it('gives the neighbours in the sorted list, null past either end or for an unknown article', () => {
    expect(byDate().only('slug').surround(CLONING).fetch()).toEqual([{ slug: CAPTURE }, { slug: FIRMWARE }]);
    expect(byDate().only('slug').surround(CAPTURE).fetch()).toEqual([null, { slug: CLONING }]);
    expect(byDate().only('title').surround('missing').fetch()).toEqual([null, null]);
  });

  it('after only(), adds the key the argument names: the slug for a slug, the path for a path', () => {
    expect(byDate().only(['title']).surround(CLONING).fetch()).toEqual([
      { slug: CAPTURE, title: titleOf(CAPTURE) },
      { slug: FIRMWARE, title: titleOf(FIRMWARE) },
    ]);
    expect(byDate().only(['title']).surround(`/articles/${CLONING}`).fetch()).toEqual([
      { title: titleOf(CAPTURE), path: `/articles/${CAPTURE}` },
      { title: titleOf(FIRMWARE), path: `/articles/${FIRMWARE}` },
    ]);
  });

  it('after without(), keeps the key the argument names and drops the other', () => {
    const rest = ['slug', 'path', 'description', 'date', 'body'];
    expect(byDate().without(rest).surround(`/articles/${CLONING}`).fetch()).toEqual([
      { title: titleOf(CAPTURE), path: `/articles/${CAPTURE}` },
      { title: titleOf(FIRMWARE), path: `/articles/${FIRMWARE}` },
    ]);
  });
});

describe('where the engine parts from v1 on the reference articles (listed in lib/content-query/query.ts)', () => {
  it('a term shorter than 4 characters forgives no typo: "usb" finds one article, where v1 also found "use"', () => {
    expect(found('usb')).toEqual([CLONING]);
    expect(found('use')).toEqual([CAPTURE]);
  });

  it('words split at punctuation: "passthrough" finds "HDMI-passthrough", where v1 found nothing', () => {
    expect(found('passthrough')).toEqual([CONSOLE]);
  });

  it('the terms may sit in different fields: "updating stick" finds the article, where v1 found nothing', () => {
    expect(found('updating')).toEqual([FIRMWARE]);
    expect(found('stick')).toEqual([FIRMWARE]);
    expect(found('updating stick')).toEqual([FIRMWARE]);
  });

  it("v1's object form keeps the prefix and typo rules, where v1 matched whole words only", () => {
    const inTitle = (value: string) =>
      slugs(
        query(articles)
          .search({ query: { type: 'match', field: 'title', value } })
          .fetch(),
      );
    expect(inTitle('captur')).toEqual([CAPTURE]);
    expect(inTitle('firmwrae')).toEqual([FIRMWARE]);
  });

  it('surround keeps its key when only() comes after it, where v1 gave [null, null]', () => {
    expect(query(articles).sortBy('date', 'desc').surround(CLONING).only(['title']).fetch()).toEqual([
      { slug: CAPTURE, title: titleOf(CAPTURE) },
      { slug: FIRMWARE, title: titleOf(FIRMWARE) },
    ]);
  });

  it('surround with other counts than 1 fills every slot in list order, where v1 reversed or misfilled them', () => {
    const around = (slug: string, before: number, after: number) =>
      slugs(query(articles).sortBy('date', 'desc').only('slug').surround(slug, { before, after }).fetch());
    // v1: [CLONING, CAPTURE, CONSOLE, null]
    expect(around(FIRMWARE, 2, 2)).toEqual([CAPTURE, CLONING, CONSOLE, null]);
    // v1: [FIRMWARE, null]
    expect(around(CLONING, 0, 1)).toEqual([FIRMWARE]);
  });
});
