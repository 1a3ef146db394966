import { describe, expect, it } from 'vitest';
import { matches, normalizeLimit, query } from '@/lib/content-query';

const docs = [
  {
    slug: 'box',
    path: '/box',
    title: 'Box',
    kind: 'product',
    price: 14900,
    tags: ['hdmi', '1080p'],
    date: '2024-03-01',
    body: 'Records HDMI to a USB stick.',
  },
  {
    slug: 'box-pro',
    path: '/box-pro',
    title: 'Box Pro',
    kind: 'product',
    price: 34900,
    tags: ['hdmi', '4k'],
    date: '2025-06-10',
    body: 'Scheduler and 4K recording with passthrough.',
  },
  {
    slug: 'box-turbo',
    path: '/box-turbo',
    title: 'Box Turbo',
    kind: 'product',
    price: 34900,
    tags: ['4k'],
    date: '2025-01-20',
    body: 'Turbo encoding at 120 frames.',
  },
  {
    slug: 'aboutus',
    path: '/aboutus',
    title: 'About us',
    kind: 'page',
    date: '2023-01-01',
    body: 'We build recorders in Lisbon.',
  },
  { slug: 'terms', path: '/terms', title: 'Terms', kind: 'page', draft: true, body: 'Terms of sale.' },
];
const slugs = (list: ({ slug?: unknown } | null)[]) => list.map((d) => (d ? d.slug : null));
/** Slugs found by search() in v1's object form. */
const foundBy = (object: object, list: readonly Record<string, unknown>[] = docs) =>
  slugs(query(list).search(object).fetch());

describe('where operators', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    ['plain value is equality', { kind: 'page' }, ['aboutus', 'terms']],
    ['$eq', { price: { $eq: 34900 } }, ['box-pro', 'box-turbo']],
    ['$ne', { kind: { $ne: 'product' } }, ['aboutus', 'terms']],
    ['$gt', { price: { $gt: 14900 } }, ['box-pro', 'box-turbo']],
    ['$gte', { price: { $gte: 14900 } }, ['box', 'box-pro', 'box-turbo']],
    ['$lt', { price: { $lt: 34900 } }, ['box']],
    ['$lte', { date: { $lte: '2024-03-01' } }, ['box', 'aboutus']],
    ['$in', { slug: { $in: ['terms', 'box'] } }, ['box', 'terms']],
    ['$nin', { kind: { $nin: ['product'] } }, ['aboutus', 'terms']],
    ['$contains on an array', { tags: { $contains: '4k' } }, ['box-pro', 'box-turbo']],
    ['$contains needs every item', { tags: { $contains: ['hdmi', '4k'] } }, ['box-pro']],
    ['$contains on a string', { body: { $contains: 'Lisbon' } }, ['aboutus']],
    ['$containsAny', { tags: { $containsAny: ['1080p', 'nope'] } }, ['box']],
    ['$regex with a RegExp', { title: { $regex: /^box (pro|turbo)$/i } }, ['box-pro', 'box-turbo']],
    ['$regex with [pattern, flags]', { title: { $regex: ['^ABOUT', 'i'] } }, ['aboutus']],
    ['$exists true', { draft: { $exists: true } }, ['terms']],
    ['$exists false', { price: { $exists: false } }, ['aboutus', 'terms']],
    ['keys combine with AND', { kind: 'product', price: 34900, tags: { $contains: 'hdmi' } }, ['box-pro']],
    ['$and', { $and: [{ kind: 'product' }, { price: { $lt: 20000 } }] }, ['box']],
    ['$or', { $or: [{ slug: 'terms' }, { price: { $gt: 20000 } }] }, ['box-pro', 'box-turbo', 'terms']],
    ['two operators on one field', { price: { $gt: 10000, $lt: 20000 } }, ['box']],
  ];
  for (const [name, where, expected] of cases) {
    it(name, () => expect(slugs(query(docs).where(where).fetch()).sort()).toEqual([...expected].sort()));
  }

  it('chained where calls combine with AND', () => {
    expect(
      slugs(
        query(docs)
          .where({ kind: 'product' })
          .where({ tags: { $contains: '4k' } })
          .where({ price: { $lt: 40000 } })
          .fetch(),
      ),
    ).toEqual(['box-pro', 'box-turbo']);
  });

  it('a number and a numeric string compare as JavaScript does; missing values never match', () => {
    expect(matches({ price: '34900' }, { price: { $gt: 1 } })).toBe(true);
    expect(matches({ price: 34900 }, { price: { $lte: '35000' } })).toBe(true);
    expect(matches({ version: '10' }, { version: { $gt: '9' } })).toBe(false); // two strings: by character
    expect(matches({ price: 'free' }, { price: { $gt: 1 } })).toBe(false);
    expect(matches({}, { price: { $lt: 1 } })).toBe(false);
  });

  it('reaches nested fields with dotted keys', () => {
    expect(matches({ variants: [{ sku: 'CW-BOX' }] }, { 'variants.0.sku': 'CW-BOX' })).toBe(true);
  });

  it('names an unknown operator', () => {
    expect(() =>
      query(docs)
        .where({ price: { $near: [1, 2] } })
        .fetch(),
    ).toThrow('Unknown where operator $near');
  });
});

describe('projection', () => {
  it('only keeps the listed keys', () => {
    expect(query(docs).where({ slug: 'box' }).only(['title', 'price']).fetch()).toEqual([
      { title: 'Box', price: 14900 },
    ]);
    expect(query(docs).where({ slug: 'box' }).only('title').fetch()).toEqual([{ title: 'Box' }]);
  });
  it('without removes the listed keys', () => {
    const [doc] = query(docs).where({ slug: 'aboutus' }).without(['body', 'date']).fetch();
    expect(doc).toEqual({ slug: 'aboutus', path: '/aboutus', title: 'About us', kind: 'page' });
  });
});

describe('sortBy', () => {
  it('sorts ascending by default and descending on request', () => {
    expect(slugs(query(docs).where({ kind: 'product' }).sortBy('price').fetch())).toEqual([
      'box',
      'box-pro',
      'box-turbo',
    ]);
    expect(slugs(query(docs).where({ kind: 'product' }).sortBy('date', 'desc').fetch())).toEqual([
      'box-pro',
      'box-turbo',
      'box',
    ]);
  });
  it('chained calls make a compound sort, first key first', () => {
    expect(slugs(query(docs).where({ kind: 'product' }).sortBy('price', 'desc').sortBy('date').fetch())).toEqual([
      'box-turbo',
      'box-pro',
      'box',
    ]);
    expect(
      slugs(query(docs).where({ kind: 'product' }).sortBy('price', 'desc').sortBy('date', 'desc').fetch()),
    ).toEqual(['box-pro', 'box-turbo', 'box']);
  });
  it('rejects an unknown direction', () => {
    expect(() => query(docs).sortBy('price', 'up' as 'asc')).toThrow('sortBy direction');
  });
});

describe('skip and limit', () => {
  const all = () => query(docs).sortBy('slug');
  it('limit takes the first n, skip drops the first n', () => {
    expect(slugs(all().limit(2).fetch())).toEqual(['aboutus', 'box']);
    expect(slugs(all().skip(3).fetch())).toEqual(['box-turbo', 'terms']);
    expect(slugs(all().skip(1).limit(2).fetch())).toEqual(['box', 'box-pro']);
  });
  it('skip past the end gives nothing; limit past the end gives the rest', () => {
    expect(all().skip(99).fetch()).toEqual([]);
    expect(slugs(all().skip(4).limit(10).fetch())).toEqual(['terms']);
  });
  it('a limit that is not a number greater than 0 falls back to 5', () => {
    expect(normalizeLimit(0)).toBe(5);
    expect(normalizeLimit(-3)).toBe(5);
    expect(normalizeLimit('abc')).toBe(5);
    expect(normalizeLimit(Number.NaN)).toBe(5);
    expect(normalizeLimit('3')).toBe(3);
    expect(all().limit(0).fetch()).toHaveLength(5);
    expect(all().limit(1).fetch()).toHaveLength(1);
  });
  it('a negative or invalid skip counts as 0', () => {
    expect(all().skip(-2).fetch()).toHaveLength(5);
    expect(all().skip('x').fetch()).toHaveLength(5);
  });
});

describe('paginate', () => {
  const many = Array.from({ length: 45 }, (_, i) => ({ slug: `p${String(i).padStart(2, '0')}` }));
  it('shows 20 per page by default and the rest on the last page', () => {
    expect(query(many).paginate(1).fetch()).toHaveLength(20);
    expect(slugs(query(many).paginate(3).fetch())).toEqual(['p40', 'p41', 'p42', 'p43', 'p44']);
    expect(query(many).paginate(4).fetch()).toEqual([]);
  });
  it('treats a bad page number as page 1 and a bad size as the default limit of 5', () => {
    expect(slugs(query(many).paginate('x').fetch())[0]).toBe('p00');
    expect(query(many).paginate(1, 0).fetch()).toHaveLength(5);
  });
});

describe('surround', () => {
  const products = () => query(docs).where({ kind: 'product' }).sortBy('price').sortBy('slug').only(['title']);
  it('gives the neighbours of a slug in the sorted list, each with its slug', () => {
    expect(products().surround('box-pro').fetch()).toEqual([
      { slug: 'box', title: 'Box' },
      { slug: 'box-turbo', title: 'Box Turbo' },
    ]);
  });
  it('finds the document by path as well, each neighbour then with its path', () => {
    expect(products().surround('/box-pro').fetch()).toEqual([
      { title: 'Box', path: '/box' },
      { title: 'Box Turbo', path: '/box-turbo' },
    ]);
  });
  it('is null before the first and after the last', () => {
    expect(products().surround('box').fetch()).toEqual([null, { slug: 'box-pro', title: 'Box Pro' }]);
    expect(products().surround('box-turbo').fetch()).toEqual([{ slug: 'box-pro', title: 'Box Pro' }, null]);
  });
  it('honours before and after counts, padding with null at both ends', () => {
    expect(slugs(products().surround('box', { before: 2, after: 3 }).fetch())).toEqual([
      null,
      null,
      'box-pro',
      'box-turbo',
      null,
    ]);
    expect(slugs(products().surround('box-turbo', { before: 2, after: 0 }).fetch())).toEqual(['box', 'box-pro']);
  });
  it('is all null when the document is not in the list', () => {
    expect(products().surround('aboutus').fetch()).toEqual([null, null]);
  });
});

describe('search', () => {
  it('finds words in title, description and body, best match first', () => {
    const results = slugs(query(docs).search('box pro').fetch());
    expect(results[0]).toBe('box-pro');
    expect(slugs(query(docs).search('passthrough').fetch())).toEqual(['box-pro']);
  });
  it('ranks a title match above a body-only match', () => {
    const ranked = [
      { slug: 'body', title: 'Capture card', body: 'Works with the turbo encoder' },
      { slug: 'title', title: 'Turbo', body: 'A recorder' },
    ];
    expect(slugs(query(ranked).search('turbo').fetch())).toEqual(['title', 'body']);
  });
  it('matches prefixes while typing and forgives one typo in long words', () => {
    expect(slugs(query(docs).search('Lisb').fetch())).toEqual(['aboutus']);
    expect(slugs(query(docs).search('schedular').fetch())).toEqual(['box-pro']);
  });
  it('combines with where, and sortBy replaces the relevance order', () => {
    expect(slugs(query(docs).where({ kind: 'page' }).search('recorders').fetch())).toEqual(['aboutus']);
    expect(slugs(query(docs).search('box').sortBy('slug', 'desc').fetch())).toEqual(['box-turbo', 'box-pro', 'box']);
  });
  it('search(field, terms) looks in that field only', () => {
    expect(slugs(query(docs).search('title', 'turbo').fetch())).toEqual(['box-turbo']);
    expect(query(docs).search('title', 'Lisbon').fetch()).toEqual([]);
  });
});

describe('the rules of @nuxt/content v1', () => {
  const all = slugs(docs);
  const people = [
    { slug: 'a', title: 'Intro', authors: [{ name: 'Ada Lovelace' }, { name: 'Bob' }], categories: [{ slug: 'news' }] },
    {
      slug: 'b',
      title: 'Guide',
      authors: [{ name: 'Grace Hopper' }],
      categories: [{ slug: 'howto' }, { slug: 'news' }],
    },
    { slug: 'c', title: 'Notes', authors: [], categories: [] },
  ];

  it('search with empty terms (or only spaces) returns every document, as v1 skips it', () => {
    expect(slugs(query(docs).search('').fetch())).toEqual(all);
    expect(slugs(query(docs).search('   ').fetch())).toEqual(all);
    expect(slugs(query(docs).search('title', '').fetch())).toEqual(all);
  });

  it('search(field, value) searches that one field', () => {
    expect(slugs(query(docs).search('body', 'recording').fetch())).toEqual(['box-pro']);
    expect(slugs(query(docs).search('title', 'recording').fetch())).toEqual([]);
  });

  it("search with v1's object form works, or fails with a clear message", () => {
    const match = { query: { type: 'match', field: 'title', value: 'turbo' } };
    expect(foundBy(match)).toEqual(['box-turbo']);
    const should = ['title', 'body'].map((field) => ({ type: 'match', field, value: 'lisbon' }));
    expect(foundBy({ query: { type: 'bool', should } })).toEqual(['aboutus']);
    expect(() => query(docs).search({ query: { type: 'fuzzy', field: 'title', value: 'x' } })).toThrow(
      'search() takes search text, search(field, text), or { query: { type: "match", field, value } }',
    );
    expect(() => query(docs).search(42 as unknown as string)).toThrow('search() takes text to search for, got 42');
  });

  it('search(text) finds only the documents holding every term, so a second word narrows', () => {
    expect(slugs(query(docs).search('box').fetch())).toHaveLength(3);
    expect(slugs(query(docs).search('box turbo').fetch())).toEqual(['box-turbo']);
    expect(query(docs).search('box lisbon').fetch()).toEqual([]);
  });

  it('search(field, text) finds any of the terms in that field; more terms, then title hits, come first', () => {
    const ranked = [
      { slug: 'one-body', title: 'Capture card', body: 'works with obs' },
      { slug: 'both', title: 'Recorder', body: 'streams to obs and records to usb' },
      { slug: 'one-title', title: 'USB', body: 'a stick' },
      { slug: 'none', title: 'Drive', body: 'stores files' },
    ];
    expect(slugs(query(ranked).search('body', 'obs usb').fetch())).toEqual(['both', 'one-body']);
    const should = ['title', 'body'].map((field) => ({ type: 'match', field, value: 'obs usb' }));
    expect(foundBy({ query: { type: 'bool', should } }, ranked)).toEqual(['both', 'one-title', 'one-body']);
  });

  it("search's object form honours v1's operator: 'and' wants every term, the default any", () => {
    const match = (value: string, operator?: 'and') => ({ type: 'match', field: 'body', value, operator });
    expect(foundBy({ query: match('recording 4k', 'and') })).toEqual(['box-pro']);
    expect(foundBy({ query: match('lisbon 4k', 'and') })).toEqual([]);
    expect(foundBy({ query: match('lisbon 4k') }).sort()).toEqual(['aboutus', 'box-pro']);
    const should = [match('recording 4k', 'and'), { ...match('recording 4k', 'and'), field: 'title' }];
    expect(foundBy({ query: { type: 'bool', should } })).toEqual(['box-pro']);
    const mixed = [should[0], { ...match('recording 4k'), field: 'title' }];
    expect(() => query(docs).search({ query: { type: 'bool', should: mixed } })).toThrow('search() takes search text');
  });

  it('a dotted path through an array of objects looks inside each element', () => {
    expect(
      slugs(
        query(people)
          .where({ 'authors.name': { $contains: 'Ada' } })
          .fetch(),
      ),
    ).toEqual(['a']);
    expect(slugs(query(people).where({ 'categories.slug': 'news' }).fetch())).toEqual(['a', 'b']);
    expect(
      slugs(
        query(people)
          .where({ 'categories.slug': { $in: ['howto'] } })
          .fetch(),
      ),
    ).toEqual(['b']);
    expect(
      slugs(
        query(people)
          .where({ 'authors.name': { $exists: false } })
          .fetch(),
      ),
    ).toEqual(['c']);
  });

  it('a key whose value is undefined is ignored', () => {
    const category: string | undefined = undefined;
    expect(slugs(query(docs).where({ kind: 'page', category }).fetch())).toEqual(['aboutus', 'terms']);
    expect(slugs(query(docs).where({ category: undefined }).fetch())).toEqual(all);
  });

  it('$regex on an array field tests its elements', () => {
    expect(
      slugs(
        query(docs)
          .where({ tags: { $regex: /^10/ } })
          .fetch(),
      ),
    ).toEqual(['box']);
    expect(
      slugs(
        query(docs)
          .where({ tags: { $regex: ['K$', 'i'] } })
          .fetch(),
      ),
    ).toEqual(['box-pro', 'box-turbo']);
  });

  it('every LokiJS operator v1 documents works', () => {
    const where = (q: Record<string, unknown>) => slugs(query(docs).where(q).fetch());
    expect(where({ price: { $between: [14900, 34899] } })).toEqual(['box']);
    expect(where({ date: { $between: ['2025-01-01', '2025-12-31'] } })).toEqual(['box-pro', 'box-turbo']);
    expect(where({ kind: 'product', tags: { $containsNone: ['hdmi'] } })).toEqual(['box-turbo']);
    expect(where({ tags: { $size: 2 } })).toEqual(['box', 'box-pro']);
    expect(where({ tags: { $size: { $lt: 2 } } })).toEqual(['box-turbo']);
    expect(where({ tags: { $type: 'array' } })).toEqual(['box', 'box-pro', 'box-turbo']);
    expect(where({ draft: { $type: 'boolean' } })).toEqual(['terms']);
    expect(where({ kind: 'product', price: { $not: { $gt: 20000 } } })).toEqual(['box']);
    expect(where({ price: { $or: [{ $lt: 20000 }, { $gt: 34000 }] }, slug: { $ne: 'box-turbo' } })).toEqual([
      'box',
      'box-pro',
    ]);
    expect(where({ price: { $and: [{ $gt: 10000 }, { $lt: 20000 }] } })).toEqual(['box']);
  });

  it('sortBy takes the direction in any case', () => {
    expect(slugs(query(docs).where({ kind: 'product' }).sortBy('date', 'DESC').fetch())).toEqual([
      'box-pro',
      'box-turbo',
      'box',
    ]);
    expect(slugs(query(docs).where({ kind: 'product' }).sortBy('date', 'ASC').fetch())).toEqual([
      'box',
      'box-turbo',
      'box-pro',
    ]);
  });

  it('surround keeps the key its argument names in each neighbour, whatever only and without say', () => {
    const products = () => query(docs).where({ kind: 'product' }).sortBy('price').sortBy('slug');
    expect(products().only(['title']).surround('box-pro').fetch()).toEqual([
      { slug: 'box', title: 'Box' },
      { slug: 'box-turbo', title: 'Box Turbo' },
    ]);
    expect(products().without(['slug', 'path', 'body', 'tags', 'date', 'kind']).surround('/box').fetch()).toEqual([
      null,
      { path: '/box-pro', title: 'Box Pro', price: 34900 },
    ]);
  });
});

describe('the deliberate differences from v1', () => {
  it('sorting is natural and case-insensitive', () => {
    const items = ['item 10', 'Item 2', 'item 1', 'apple', 'Banana'].map((title) => ({ slug: title, title }));
    expect(slugs(query(items).sortBy('title').fetch())).toEqual(['apple', 'Banana', 'item 1', 'Item 2', 'item 10']);
  });

  it('repeated only and without calls add up', () => {
    const box = () => query(docs).where({ slug: 'box' });
    expect(box().only('title').only(['price']).fetch()).toEqual([{ title: 'Box', price: 14900 }]);
    expect(box().without('body').without(['tags', 'date', 'path', 'kind']).fetch()).toEqual([
      { slug: 'box', title: 'Box', price: 14900 },
    ]);
  });

  it('surround keeps its key whether only comes before or after it', () => {
    const products = () => query(docs).where({ kind: 'product' }).sortBy('price').sortBy('slug');
    expect(products().surround('box-pro').only(['title']).fetch()).toEqual([
      { slug: 'box', title: 'Box' },
      { slug: 'box-turbo', title: 'Box Turbo' },
    ]);
  });

  it('surround with other counts than 1 fills every slot, earlier neighbours in list order', () => {
    const bySlug = () => query(docs).sortBy('slug').only('slug');
    expect(slugs(bySlug().surround('box-pro', { before: 2, after: 2 }).fetch())).toEqual([
      'aboutus',
      'box',
      'box-turbo',
      'terms',
    ]);
    expect(slugs(bySlug().surround('box-pro', { before: 0, after: 1 }).fetch())).toEqual(['box-turbo']);
  });

  it('search(text) finds the terms each in any of the fields', () => {
    const split = [
      { slug: 'split', title: 'Box', body: 'Records to a USB stick' },
      { slug: 'title-only', title: 'Box', body: 'A recorder' },
    ];
    expect(slugs(query(split).search('box usb').fetch())).toEqual(['split']);
  });

  it('words split at punctuation as well as spaces', () => {
    const names = [
      { slug: 'dotted', title: 'firmware.bin' },
      { slug: 'hyphen', title: 'loop-through' },
    ];
    expect(slugs(query(names).search('bin').fetch())).toEqual(['dotted']);
    expect(slugs(query(names).search('through').fetch())).toEqual(['hyphen']);
  });

  it('terms shorter than 4 characters forgive no typo; longer ones forgive one, as in v1', () => {
    const words = [
      { slug: 'dock', title: 'Clone Dock' },
      { slug: 'box', title: 'Box' },
      { slug: 'use', title: 'Easy to use' },
      { slug: 'usb', title: 'USB stick' },
    ];
    expect(slugs(query(words).search('docj').fetch())).toEqual(['dock']);
    expect(slugs(query(words).search('bix').fetch())).toEqual([]);
    expect(slugs(query(words).search('usb').fetch())).toEqual(['usb']);
  });

  it("v1's object form searches with the same prefix and typo rules as text", () => {
    const match = (value: string) => ({ query: { type: 'match', field: 'title', value } });
    expect(foundBy(match('turb'))).toEqual(['box-turbo']);
    expect(foundBy(match('turbp'))).toEqual(['box-turbo']);
  });
});
