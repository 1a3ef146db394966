'use client';
import type { ComponentSchema } from '@keystatic/core';
import { describeProblem, saveProblems, type SlugInfo } from './save-problems';

/**
 * The problems a Save would refuse in what is typed now, before any save: the entry and
 * singleton pages call this as their values change (through the patch in cms/patches/),
 * and the Site check panel lists them. `undefined` until the entry has been checked.
 */
let unsaved: string[] | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Typing is checked once it pauses this long, not on every key. */
const CHECK_AFTER_MS = 300;

export const unsavedProblems = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  current: () => unsaved,
  /** When the entry is left. */
  reset() {
    clearTimeout(pending);
    set(undefined);
  },
};

function set(next: string[] | undefined) {
  if (next?.join('\n') === unsaved?.join('\n')) return;
  unsaved = next;
  listeners.forEach((listener) => listener());
}

function onEntryEdited(schema: ComponentSchema, value: unknown, slug: SlugInfo | undefined, changed: boolean) {
  clearTimeout(pending);
  pending = setTimeout(
    () => set(changed ? saveProblems(schema, value, slug).map(describeProblem) : []),
    CHECK_AFTER_MS,
  );
}

/** Puts the check where the patched entry pages find it; without it only a refused save lists problems. */
export function registerUnsavedProblems() {
  (globalThis as Record<symbol, unknown>)[Symbol.for('clonewave.cms.entryEdited')] = onEntryEdited;
}
