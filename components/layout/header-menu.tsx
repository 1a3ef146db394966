'use client';

import Link from '@/components/navigation/link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DROPDOWN } from '@/lib/constants';
import type { HeaderNav } from '@/lib/content';

type Item = HeaderNav['items'][number];

/**
 * The main menu: disclosure buttons (not hover-only) so it works by keyboard and touch.
 * Open menus close on Escape (focus returns to the button), on an outside click, when
 * focus leaves (after the navbar hide delay) and on navigation.
 */
export function HeaderMenu({ items, toggleLabel }: { items: Item[]; toggleLabel: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const pathname = usePathname();

  const [shownPath, setShownPath] = useState(pathname);
  const close = useCallback(() => setOpen(null), []);

  // A navigation closes everything.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(null);
    setExpanded(false);
  }

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [close]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open !== null) {
      const trigger = root.current?.querySelector<HTMLButtonElement>(`[data-menu="${open}"]`);
      close();
      trigger?.focus();
    }
  };

  // Focus leaving the open item (its button and panel) closes it after the navbar hide
  // delay, also when it moves to the next top-level item; coming back in time keeps it.
  const openItem = () => (open === null ? null : root.current?.querySelector(`[data-menu-item="${open}"]`));
  const onBlur = (event: React.FocusEvent) => {
    if (open === null || openItem()?.contains(event.relatedTarget as Node)) return;
    const closing = open;
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(
      () => setOpen((current) => (current === closing ? null : current)),
      DROPDOWN.navbarHideDelayMs,
    );
  };
  const onFocus = (event: React.FocusEvent) => {
    if (openItem()?.contains(event.target as Node)) window.clearTimeout(hideTimer.current);
  };

  return (
    // Escape and focus leaving close the open menu, wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- disclosure menu container
    <div
      ref={root}
      className="header-menu d-flex flex-wrap flex-grow-1 align-items-center justify-content-end justify-content-lg-start"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onFocus={onFocus}
    >
      <button
        type="button"
        className="navbar-toggler d-lg-none ms-auto"
        aria-expanded={expanded}
        aria-controls="main-menu"
        aria-label={toggleLabel}
        onClick={() => setExpanded((v) => !v)}
      >
        <span className="navbar-toggler-icon" />
      </button>
      <ul id="main-menu" className={`navbar-nav ms-lg-3 ${expanded ? '' : 'd-none d-lg-flex'}`}>
        {items.map((item, i) =>
          item.children ? (
            <li key={item.label} className="nav-item position-relative" data-menu-item={i}>
              <button
                type="button"
                className="menu-trigger"
                data-menu={i}
                aria-expanded={open === i}
                aria-controls={`menu-${i}`}
                onClick={() => setOpen(open === i ? null : i)}
              >
                {item.label}
              </button>
              <ul id={`menu-${i}`} className={`dropdown-menu menu-panel ${open === i ? 'show' : ''}`}>
                {item.children.map((child) => (
                  <li key={child.href}>
                    <Link className="dropdown-item" href={child.href}>
                      {child.label}
                      {child.description ? <small>{child.description}</small> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.label} className="nav-item">
              <Link
                className="nav-link"
                href={item.href ?? '/'}
                aria-current={pathname === item.href ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
