import type { ComponentProps } from 'react';
import { SvgIcon } from './svg-icon';

/** Bootstrap's select chevron (16×16 path `m2 5 6 6 6-6` drawn in 12 px) in the 24×24 icon frame. */
const SELECT_CHEVRON = 'm3 7.5 9 9 9-9';

/**
 * A Bootstrap `.form-select` with its chevron drawn inline. Bootstrap's chevron is an SVG in
 * CSS, a document of its own that the browser builds on the main thread before the first
 * paint of every page with a select (30-40 ms at Lighthouse's 4× CPU slowdown); a <select>
 * cannot carry a pseudo-element, so the chevron is a sibling in a wrapper.
 */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className="select-control">
      <select className={className ? `form-select ${className}` : 'form-select'} {...props} />
      <SvgIcon d={SELECT_CHEVRON} className="select-chevron" />
    </div>
  );
}
