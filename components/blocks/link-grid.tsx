import Link from '@/components/navigation/link';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

export interface LinkGridItem {
  title: string;
  href: string;
  text: string;
  icon?: IconName;
}

export function LinkGrid({ items }: { items: LinkGridItem[] }) {
  return (
    <ul className="row g-3 list-unstyled my-4">
      {items.map((item) => (
        <li key={item.href} className="col-sm-6 col-lg-4">
          <Link href={item.href} className="link-card">
            {item.icon ? <Icon name={item.icon} /> : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
