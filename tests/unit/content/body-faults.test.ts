import { describe, expect, it } from 'vitest';
import { brokenFixture, pageWithBody, problems } from './fixture';

/**
 * MDX body faults, one per test, each asserting the exact line printed. Lines count from
 * the top of the file: in these pages the frontmatter takes lines 1–4, the body starts at 5.
 */
const body = (text: string) => problems(brokenFixture({ 'pages/body-test.mdx': pageWithBody(text) }));
const guide = (edit: (text: string) => string) => problems(brokenFixture({ 'pages/guide.mdx': edit }));

describe('everything a body refers to is checked, at its file line', () => {
  it('a product slug in a block prop', () => {
    expect(guide((t) => t.replace('products={["test-box"]}', 'products={["no-such"]}'))).toEqual([
      'content/pages/guide.mdx:7: <ProductSwiper> products.0: there is no product "no-such" in content/products/',
    ]);
  });

  it('text in braces, which MDX would run as code', () => {
    expect(body('Works with every {product} recorder.\n\n{brand.name}')).toEqual([
      'content/pages/body-test.mdx:5: {product}: text in braces is code, which pages cannot run: write \\{ and \\} to show braces, or remove them',
      'content/pages/body-test.mdx:7: {brand.name}: text in braces is code, which pages cannot run: write \\{ and \\} to show braces, or remove them',
    ]);
    // A comment, a plain value and escaped braces are fine.
    expect(body('{/* a note for editors */}\n\nSize {"4K"} and \\{product\\} as text.')).toEqual([]);
  });

  it('a near miss gets a suggestion', () => {
    expect(body('<ReviewBadge product="test-bx" />')).toEqual([
      'content/pages/body-test.mdx:5: <ReviewBadge> product: there is no product "test-bx" in content/products/ (did you mean "test-box"?)',
    ]);
  });

  it('an FAQ topic', () => {
    expect(guide((t) => t.replace('topic="general"', 'topic="no-such"'))).toEqual([
      'content/pages/guide.mdx:9: <FaqList> topic: there is no FAQ topic "no-such" in content/faqs/',
    ]);
  });

  it('an image that is not in public/', () => {
    expect(
      guide((t) => t.replace('<Image src="/images/products/test-box.svg"', '<Image src="/images/missing.png"')),
    ).toEqual(['content/pages/guide.mdx:11: <Image> src: file public/images/missing.png does not exist']);
  });

  it('a Markdown image that is not in public/', () => {
    expect(body('Text\n\n![A diagram](/images/diagram.svg)')).toEqual([
      'content/pages/body-test.mdx:7: image: file public/images/diagram.svg does not exist',
    ]);
  });

  it('a video source and its captions', () => {
    expect(guide((t) => t.replace('captions="/media/setup.en.vtt"', 'captions="/media/setup.de.vtt"'))).toEqual([
      'content/pages/guide.mdx:21: <VideoPlayer> captions: file public/media/setup.de.vtt does not exist',
    ]);
    expect(guide((t) => t.replace('src="/media/setup.mp4"', 'src="/media/intro.mp4"'))).toEqual([
      'content/pages/guide.mdx:21: <VideoPlayer> src: file public/media/intro.mp4 does not exist',
    ]);
  });

  it('a Markdown link to a page that does not exist', () => {
    expect(guide((t) => t.replace('[write to us](/help/contact)', '[write to us](/help/kontakt)'))).toEqual([
      'content/pages/guide.mdx:15: link: links to /help/kontakt, which is not a page (did you mean "/help/contact"?)',
    ]);
  });

  it('an href prop to a page that does not exist', () => {
    expect(guide((t) => t.replace('<ButtonLink href="/help/contact">', '<ButtonLink href="/support">'))).toEqual([
      'content/pages/guide.mdx:13: <ButtonLink> href: links to /support, which is not a page',
    ]);
  });

  it('an anchor on the same page', () => {
    expect(guide((t) => t.replace('[the setup](#setup)', '[the setup](#set-up)'))).toEqual([
      'content/pages/guide.mdx:15: link: links to #set-up, but this page has no element with id "set-up" (did you mean "setup"?)',
    ]);
  });

  it('an anchor on another page', () => {
    expect(body('Read [the setup](/guide#install).')).toEqual([
      'content/pages/body-test.mdx:5: link: links to /guide#install, but /guide has no element with id "install"',
    ]);
  });

  it('a link to an existing anchor, page, file or feed passes', () => {
    const links = [
      '[a](/guide#setup)',
      '[b](/help/contact/)',
      '[c](/media/setup.en.vtt)',
      '[d](/help/download/firmware/clonewave-test-box-firmware/feed.xml)',
      '[e](https://example.com/x)',
      '[f](mailto:a@b.example)',
      '[g](/sitemap.xml)',
      '[h](/success_story/page/1)',
      '[i](/products/recorders)',
    ];
    expect(body(links.join(' '))).toEqual([]);
  });

  it('a YouTube id of the wrong form', () => {
    expect(guide((t) => t.replace('id="Kx7pQ2vLm3A"', 'id="https://youtu.be/Kx7pQ2vLm3A"'))).toEqual([
      'content/pages/guide.mdx:19: <YouTubeLoader> id: must be an 11-character YouTube video id, like dQw4w9WgXcQ (the part after v= in the URL)',
    ]);
  });
});

describe('blocks and their props', () => {
  it('a prop of the wrong type is named with its block and prop', () => {
    expect(body('<ProductGrid limit="3" />')).toEqual([
      'content/pages/body-test.mdx:5: <ProductGrid> limit: must be a number, not the text "3" (remove the quotes)',
    ]);
  });

  it('a wrong value deep in a list, at its own line', () => {
    const grid =
      '<LinkGrid items={[\n  { title: "One", href: "/", text: "First" },\n  { title: "Two", href: "/", text: 2 }\n]} />';
    expect(body(grid)).toEqual(['content/pages/body-test.mdx:7: <LinkGrid> items.1.text: must be text, not 2']);
  });

  it('a value outside the list of choices', () => {
    expect(body('<Callout variant="danger">Careful.</Callout>')).toEqual([
      'content/pages/body-test.mdx:5: <Callout> variant: must be one of "info", "warning", "success", not the text "danger"',
    ]);
  });

  it('a misspelt prop', () => {
    expect(body('<Callout titel="Note">Careful.</Callout>')).toEqual([
      'content/pages/body-test.mdx:5: <Callout> titel: is not a prop of <Callout> (check the spelling; its props: variant, title)',
    ]);
  });

  it('a missing prop and a rule between props', () => {
    expect(body('<ButtonLink>Go</ButtonLink>')).toEqual([
      'content/pages/body-test.mdx:5: <ButtonLink> href: is required',
    ]);
    expect(body('<VideoModal title="Tour" src="/media/setup.mp4" />')).toEqual([
      'content/pages/body-test.mdx:5: <VideoModal> captions: is required with src: a WebVTT file under public/media',
    ]);
  });

  it('a tag that is not a block', () => {
    expect(body('Text\n\n<Calout>Careful.</Calout>')).toEqual([
      'content/pages/body-test.mdx:7: <Calout>: is not a block (did you mean <Callout>?)',
    ]);
  });

  it('a block that needs copy between its tags, and one that takes none', () => {
    expect(body('<Lead></Lead>')).toEqual([
      'content/pages/body-test.mdx:5: <Lead>: needs copy between <Lead> and </Lead>',
    ]);
    expect(body('<ContactCard>Call us</ContactCard>')).toEqual([
      'content/pages/body-test.mdx:5: <ContactCard>: takes nothing between its tags; write it as <ContactCard ... />',
    ]);
  });

  it('a prop computed by code', () => {
    expect(body('<ProductSwiper products={list} />')).toEqual([
      'content/pages/body-test.mdx:5: <ProductSwiper> products: must be written as plain values: text in quotes, numbers, true/false, [lists] and { key: value }',
    ]);
  });

  it('MDX that does not parse, at the line of the file', () => {
    expect(body('Intro\n\n<Callout title={"x" +}>Careful.</Callout>')).toEqual([
      'content/pages/body-test.mdx:7: body: is not valid MDX: a {...} value does not parse: check its quotes, commas and brackets',
    ]);
    expect(body('Intro\n\n<Callout>\nunclosed\n')).toEqual([
      'content/pages/body-test.mdx:7: body: is not valid MDX: <Callout> is not closed: add </Callout> (or end the tag with />)',
    ]);
  });
});
