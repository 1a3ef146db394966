'use client';
import { Combobox, Item } from '@keystar/ui/combobox';
import { Text } from '@keystar/ui/typography';
import { useEffect, useMemo, useState } from 'react';
import type { SitePage } from '../site-check/report';
import { linkProblem } from './link-check';

let pages: SitePage[] | undefined;
let request: Promise<SitePage[] | undefined> | undefined;

/** The site's pages (cms/app/api/site-pages), asked for once; `undefined` while unknown. */
function loadPages(): Promise<SitePage[] | undefined> {
  request ??= fetch('/api/site-pages')
    .then((response) => (response.ok ? (response.json() as Promise<SitePage[]>) : undefined))
    .then((list) => (pages = list))
    .catch(() => undefined);
  return request;
}

function useSitePages() {
  const [list, setList] = useState(pages);
  useEffect(() => {
    if (!list) void loadPages().then(setList);
  }, [list]);
  return list;
}

interface LinkFieldProps {
  href: string;
  onChange(href: string): void;
  onBlur(): void;
  /** Left once, or submitted: problems show from then on. */
  touched: boolean;
  /** The dialog's own message (an address that is not a URL at all). */
  errorMessage?: string;
}

/**
 * The "Link" field of the body editor's link dialog: pick a page of the site by its title
 * (or address), or type a web address. A page that does not exist is named under the
 * field before the link is inserted (link-check.ts).
 */
function LinkField({ href, onChange, onBlur, touched, errorMessage }: LinkFieldProps) {
  const list = useSitePages();
  // Computed here, so a problem shows as soon as the page list arrives.
  const problem = errorMessage ?? (touched ? linkProblem(href, list) : undefined);
  const items = useMemo(() => {
    const typed = href.trim().toLowerCase();
    const all = list ?? [];
    if (!typed || typed === '/') return all;
    return all.filter((page) => page.title.toLowerCase().includes(typed) || page.path.includes(typed));
  }, [href, list]);
  return (
    <Combobox
      label="Link"
      description="Type a page's title to pick it, or a full web address (https://…)"
      // The dialog opens for this field: the cursor starts in it, as in Keystatic's own.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      isRequired
      allowsCustomValue
      width="100%"
      menuTrigger="focus"
      loadingState={list ? 'idle' : 'loading'}
      inputValue={href}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      onBlur={onBlur}
      items={items}
      errorMessage={problem}
    >
      {(page) => (
        <Item key={page.path} textValue={page.path}>
          <Text>{page.title}</Text>
          <Text slot="description">{page.path}</Text>
        </Item>
      )}
    </Combobox>
  );
}

/** What the patched link dialog of @keystatic/core looks up (cms/patches/): the field and its check. */
interface LinkFieldRegistration {
  Field: typeof LinkField;
  problem(href: string): string | undefined;
}

/**
 * Puts the link field where the link dialog finds it. Keystatic has no option for its
 * link dialog's field, so its patch reads this global; without it the dialog keeps its
 * plain text field.
 */
export function registerLinkField() {
  // Asked for as the editor opens, so the list is there when the first link dialog is.
  if (typeof window !== 'undefined') void loadPages();
  const registration: LinkFieldRegistration = { Field: LinkField, problem: (href) => linkProblem(href, pages) };
  (globalThis as Record<symbol, unknown>)[Symbol.for('clonewave.cms.linkField')] = registration;
}
