import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/lib/icon-names';

export interface IconBlockItem {
  icon: IconName;
  title: string;
  text: string;
}

/** MDX: `<IconBlock items={[{ icon: "record", title, text }]} />`, a row of short feature points. */
export function IconBlock({ items, columns = 3 }: { items: IconBlockItem[]; columns?: 2 | 3 | 4 }) {
  const col = { 2: 'col-md-6', 3: 'col-md-6 col-lg-4', 4: 'col-sm-6 col-lg-3' }[columns];
  return (
    <ul className="icon-block row g-4 list-unstyled my-4">
      {items.map((item) => (
        <li key={item.title} className={col}>
          <span className="icon-block-icon">
            <Icon name={item.icon} />
          </span>
          <h3 className="icon-block-title">{item.title}</h3>
          <p className="icon-block-text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
