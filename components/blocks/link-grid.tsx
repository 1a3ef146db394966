import Link from '@/components/navigation/link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icon-names';

export interface LinkGridItem {
  title: string;
  href: string;
  text: string;
  icon?: IconName;
}

/** `headingLevel={2}` when the grid comes straight after the page's h1 (heading order). */
export function LinkGrid({ items, headingLevel = 3 }: { items: LinkGridItem[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="row g-3 list-unstyled my-4">
      {items.map((item) => (
        <li key={item.href} className="col-sm-6 col-lg-4">
          <Link href={item.href} className="link-card">
            {item.icon ? <Icon name={item.icon} /> : null}
            <Heading>{item.title}</Heading>
            <p>{item.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
