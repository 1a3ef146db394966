'use client';
import type { ComponentSchema } from '@keystatic/core';
import { saveProblems, type SaveProblem, type SlugInfo } from './save-problems';

/**
 * What happens when Keystatic refuses a save because a field is not valid (its save
 * buttons call this through the patch in cms/patches/): every problem is listed at the
 * top of the entry (SiteCheckPanel), the list rows that hold one are marked, and the
 * first is opened (the dialogs of its list items, one inside the other) and focused.
 */
let refused: SaveProblem[] | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const refusedSave = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => refused,
  /** After a save, or when the entry is left: the list and the marks go. */
  clear() {
    if (!refused) return;
    refused = undefined;
    for (const row of document.querySelectorAll(`[${MARK}]`)) {
      row.removeAttribute(MARK);
      row.removeAttribute('aria-description');
    }
    emit();
  },
};

const MARK = 'data-save-problem';
const FOCUS_AFTER_OPEN_MS = 150;
const MARK_STYLE = `[role="row"][${MARK}] { box-shadow: inset 4px 0 0 #c9372c; background: #fdf0ef; }`;

/** A row with a problem: a red edge, and the words for a screen reader. */
function mark(row: HTMLElement | undefined) {
  row?.setAttribute(MARK, '');
  row?.setAttribute('aria-description', 'Has a problem');
}

function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** The rows of the list labelled `list` in `scope` (the entry, or an open dialog). */
function listRows(scope: ParentNode, list: string): HTMLElement[] {
  const grids = [...scope.querySelectorAll('[role="grid"]')].filter(
    (grid) => accessibleName(grid) === list && (scope !== document || !grid.closest('[role="dialog"]')),
  );
  return grids[0] ? [...grids[0].querySelectorAll<HTMLElement>('[role="row"]')] : [];
}

/** The control of the field labelled `label` in `scope` (outside dialogs for the entry itself). */
function fieldLabelled(scope: ParentNode, label: string): HTMLElement | undefined {
  const controls = scope.querySelectorAll<HTMLElement>('input, textarea, button, [contenteditable="true"]');
  return [...controls].find((control) => {
    if (scope === document && control.closest('[role="dialog"]')) return false;
    const labels = 'labels' in control ? [...((control as HTMLInputElement).labels ?? [])] : [];
    const name = labels.map((element) => element.textContent ?? '').join(' ') || accessibleName(control);
    return name.replace(/\*$/, '').trim() === label;
  });
}

/** Resolves with what `find` returns once it returns something, or `undefined` after a while. */
function waitFor<T>(find: () => T | undefined, ms = 3000): Promise<T | undefined> {
  const until = performance.now() + ms;
  return new Promise((resolve) => {
    const look = () => {
      const found = find();
      if (found !== undefined || performance.now() > until) resolve(found);
      else requestAnimationFrame(look);
    };
    look();
  });
}

function markRows(problems: SaveProblem[]) {
  if (!document.getElementById('clonewave-save-problem-style')) {
    const style = document.head.appendChild(document.createElement('style'));
    style.id = 'clonewave-save-problem-style';
    style.textContent = MARK_STYLE;
  }
  for (const { steps } of problems) {
    const item = steps.find((step) => step.kind === 'item');
    if (item?.kind === 'item') mark(listRows(document, item.list)[item.index]);
  }
}

/** Opens the dialogs down to the first problem's field and puts the cursor in it. */
async function openProblem({ steps }: SaveProblem) {
  let scope: ParentNode = document;
  for (const step of steps) {
    if (step.kind !== 'item') continue;
    const row = listRows(scope, step.list)[step.index];
    if (!row) break;
    const before = document.querySelectorAll('[role="dialog"]').length;
    mark(row);
    // Focus first, so that closing the dialog brings the focus (and Escape) back to its list.
    row.focus();
    row.click();
    const dialog = await waitFor(() => {
      const open = document.querySelectorAll('[role="dialog"]');
      return open.length > before ? open[open.length - 1] : undefined;
    });
    if (!dialog) break;
    scope = dialog;
  }
  const last = steps.at(-1);
  const label = last?.kind === 'field' ? last.label : '';
  const field = await waitFor(() => fieldLabelled(scope, label), 1000);
  // A dialog puts the cursor in its first field as it opens; this comes after that.
  await new Promise((resolve) => setTimeout(resolve, FOCUS_AFTER_OPEN_MS));
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

function onSaveRefused(schema: ComponentSchema, value: unknown, slug?: SlugInfo) {
  refusedSave.clear();
  refused = saveProblems(schema, value, slug);
  emit();
  markRows(refused);
  if (refused[0]) void openProblem(refused[0]);
}

/** Puts the handler where the patched save buttons find it; without it they only refuse. */
export function registerRefusedSave() {
  (globalThis as Record<symbol, unknown>)[Symbol.for('clonewave.cms.saveRefused')] = onSaveRefused;
}
