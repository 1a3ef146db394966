import Link from '@/components/navigation/link';
import type { HeaderNav } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { SvgIcon } from '@/components/ui/svg-icon';

type Item = HeaderNav['items'][number];

/**
 * The main menu, in HTML alone: every button opens its panel through the `popover`
 * attribute, so the menus work before and without scripts. It is the APG disclosure
 * navigation pattern: buttons that show and hide a list of links (the browser reports
 * their expanded state from `popovertarget`), not an ARIA menu. The platform closes a
 * panel on Escape (focus goes back to its button), on a click outside and when another
 * opens; browser/menu-popovers.ts adds closing when focus leaves and on navigation.
 * On phones the list itself is a popover behind "Open menu", and each submenu covers
 * it with a Back button; from `lg` up the list is a plain row of buttons and links.
 */
export function HeaderMenu({ items }: { items: Item[] }) {
  return (
    <div className="header-menu d-flex flex-wrap flex-grow-1 align-items-center justify-content-end justify-content-lg-start">
      <button
        type="button"
        className="navbar-toggler d-lg-none ms-auto"
        popoverTarget="main-menu"
        aria-controls="main-menu"
        aria-label={messages.nav.toggle}
      >
        {/* Inline, not Bootstrap's toggler background image: an SVG image costs an SVG document of its own. */}
        <SvgIcon d="M4 6h16M4 12h16M4 18h16" className="menu-toggle-icon" />
      </button>
      <ul id="main-menu" className="navbar-nav main-menu ms-lg-3" popover="auto" data-menu-popover="">
        {items.map((item, i) =>
          item.children ? (
            <li key={item.label} className="nav-item menu-item">
              <button type="button" className="menu-trigger" popoverTarget={`menu-${i}`} aria-controls={`menu-${i}`}>
                {item.label}
              </button>
              <div id={`menu-${i}`} className="menu-panel" popover="auto" data-menu-popover="">
                <button
                  type="button"
                  className="menu-back d-lg-none"
                  popoverTarget={`menu-${i}`}
                  popoverTargetAction="hide"
                >
                  {messages.nav.back}
                </button>
                <ul className="list-unstyled mb-0">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <Link className="dropdown-item" href={child.href}>
                        {child.label}
                        {child.description ? <small>{child.description}</small> : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          ) : (
            <li key={item.label} className="nav-item">
              <Link className="nav-link" href={item.href ?? '/'}>
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
