/**
 * Announces an Atom feed. React 19 hoists <link> into <head> wherever it is rendered, so
 * the view that owns the feed declares it next to its content.
 */
export function FeedLink({ href, title }: { href: string; title: string }) {
  return <link rel="alternate" type="application/atom+xml" href={href} title={title} />;
}
