import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's markup (srcset from the site's loader, sizes, lazy loading, priority as
 * eager + high fetch priority) rendered on the server as a plain <img>. The Image client
 * component would add ~5 kB gzip of JavaScript to every page of the route for no
 * behaviour this site uses (no blur placeholders, no onLoad).
 */
export function StaticImage(props: ImageProps) {
  const { props: img } = getImageProps(props);
  // The Image component preloads a priority image with high fetch priority; the attribute
  // does the same here (React also emits the preload link for a non-lazy <img>).
  if (props.priority) img.fetchPriority ??= 'high';
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props, required by ImageProps
  return <img {...img} />;
}
