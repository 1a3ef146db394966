import Link from '@/components/navigation/link';
import { TreeListStyles } from './lazy';

export interface TreeListItem {
  title: string;
  href?: string;
  text?: string;
  children?: TreeListItem[];
}

/**
 * MDX: `<TreeList items={[{ title, href, children: [...] }]} />`, a nested list of
 * resources. Branches are native disclosure widgets (keyboard and screen reader support
 * without JS); `open` expands the top level by default.
 */
export function TreeList({ items, title, open = true }: { items: TreeListItem[]; title?: string; open?: boolean }) {
  return (
    <nav className="tree-list my-4" aria-label={title ?? 'Resources'}>
      <TreeListStyles />
      {title ? <h2>{title}</h2> : null}
      <Branch items={items} open={open} depth={0} />
    </nav>
  );
}

function Branch({ items, open, depth }: { items: TreeListItem[]; open: boolean; depth: number }) {
  return (
    <ul className={`tree-list-level tree-list-level-${depth}`}>
      {items.map((item) => (
        <li key={`${item.title}${item.href ?? ''}`}>
          {item.children?.length ? (
            <details open={open && depth === 0}>
              <summary>
                <span className="tree-list-title">{item.title}</span>
                {item.text ? <span className="tree-list-text">{item.text}</span> : null}
              </summary>
              <Branch items={item.children} open={open} depth={depth + 1} />
            </details>
          ) : (
            <Leaf item={item} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Leaf({ item }: { item: TreeListItem }) {
  const label = <span className="tree-list-title">{item.title}</span>;
  return (
    <div className="tree-list-leaf">
      {item.href ? <Link href={item.href}>{label}</Link> : label}
      {item.text ? <span className="tree-list-text">{item.text}</span> : null}
    </div>
  );
}
