'use client';

import './faq-list.scss';

/** Renders nothing: where it renders (faq-list.tsx), the accordion's stylesheet is on the page. */
export function FaqStyles() {
  return null;
}
