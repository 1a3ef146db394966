import Link from '@/components/navigation/link';
import { getNavigation } from '@/lib/content';
import { Icon } from '@/components/ui/icon';

/** The spec's bottom menu: a quick-help band above the footer. */
export function BottomMenu() {
  const { bottom } = getNavigation();
  return (
    <section className="bottom-menu py-4" aria-labelledby="bottom-menu-title">
      <div className="container">
        <h2 id="bottom-menu-title" className="h5 mb-3">
          {bottom.title}
        </h2>
        <ul className="row g-2 list-unstyled mb-0">
          {bottom.items.map((item) => (
            <li key={item.href} className="col-6 col-lg-3">
              <Link href={item.href} className="bottom-menu-item">
                <Icon name={item.icon} />
                <span>
                  <strong className="d-block">{item.label}</strong>
                  {item.description ? <small className="text-secondary">{item.description}</small> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
