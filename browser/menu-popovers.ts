import { DROPDOWN } from '@/lib/constants';

/**
 * What scripts add to the header's popover menus (components/layout/header-menu.tsx), which
 * open and close without them: a menu closes when keyboard focus leaves it (after the
 * spec's navbar hide delay, so focus coming back in time keeps it), and every menu closes
 * on a client navigation, where the header stays on screen.
 */
const POPOVER = '[data-menu-popover]';
const isOpen = (el: Element) => el.matches(':popover-open');

/** Closes every open header menu (the outermost first, which closes those inside it). */
export function closeMenus(root: ParentNode = document) {
  for (const menu of root.querySelectorAll<HTMLElement>(POPOVER)) if (isOpen(menu)) menu.hidePopover();
}

/** The open menus a focus change left: focus was inside one (or on its button) and went elsewhere. */
function menusLeft(event: FocusEvent, doc: Document): HTMLElement[] {
  const from = event.target as Node;
  const next = event.relatedTarget as Node | null;
  // No new focus (a click on plain text, the window losing focus): clicks outside close
  // menus already, and a menu should survive switching windows.
  if (!next) return [];
  return [...doc.querySelectorAll<HTMLElement>(POPOVER)].filter((menu) => {
    const scope = menu.parentElement;
    return isOpen(menu) && !!scope?.contains(from) && !scope.contains(next);
  });
}

/** Installs the focus rule on the document; returns the function that removes it. */
export function enhanceMenus(doc: Document = document): () => void {
  const timers = new Map<HTMLElement, number>();
  const onFocusOut = (event: FocusEvent) => {
    for (const menu of menusLeft(event, doc)) {
      window.clearTimeout(timers.get(menu));
      timers.set(
        menu,
        window.setTimeout(() => {
          timers.delete(menu);
          // Focus that came back (Shift+Tab) in time keeps the menu open.
          if (isOpen(menu) && !menu.parentElement?.contains(doc.activeElement)) menu.hidePopover();
        }, DROPDOWN.navbarHideDelayMs),
      );
    }
  };
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusout', onFocusOut);
    timers.forEach((timer) => window.clearTimeout(timer));
  };
}
