import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogViewIsland } from '@/components/catalog/catalog-view-island';
import { CatalogViewMarkup, type CatalogEntry } from '@/components/catalog/catalog-view-markup';

// Outside Next's router: the address is read from window.location, as the router would.
vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const entry = (slug: string, name: string, price: number, order: number): CatalogEntry => ({
  slug,
  name,
  category: 'drive',
  price,
  order,
  card: <a href={`/${slug}/`}>{name}</a>,
});
const entries = [
  entry('wavedrive-go', 'WaveDrive Go', 9900, 1),
  entry('clone-dock-duo', 'Clone Dock Duo', 14900, 2),
  entry('wavedrive-pro', 'WaveDrive Pro', 19900, 3),
];
const nav = <nav aria-label="Category" />;

const island = () => (
  <CatalogViewIsland entries={entries} nav={nav}>
    <CatalogViewMarkup entries={entries} nav={nav} />
  </CatalogViewIsland>
);
const catalog = () => render(island());
const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const state = () => document.querySelector('[data-upgrade]')?.getAttribute('data-upgrade');

afterEach(() => window.history.replaceState(null, '', '/products/drives-and-docks/'));

describe('catalog view', () => {
  it('shows the recommended order and stays markup while the visitor only looks or follows a product', async () => {
    window.history.replaceState(null, '', '/products/drives-and-docks/');
    const user = userEvent.setup();
    catalog();
    expect(names()).toEqual(['WaveDrive Go', 'Clone Dock Duo', 'WaveDrive Pro']);
    await waitFor(() => expect(state()).toBe('on-intent'));
    // A product link is not the sort: pressing or focusing it loads nothing.
    await user.click(screen.getByRole('link', { name: 'WaveDrive Pro' }));
    expect(state()).toBe('on-intent');
  });

  it('sorts once the visitor turns to the select, and writes the sort into the address', async () => {
    window.history.replaceState(null, '', '/products/drives-and-docks/');
    const user = userEvent.setup();
    catalog();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    await waitFor(() => expect(state()).toBe('live'));
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    expect(names()).toEqual(['WaveDrive Pro', 'Clone Dock Duo', 'WaveDrive Go']);
    expect(window.location.search).toBe('?sort=price-desc');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    expect(names()).toEqual(['Clone Dock Duo', 'WaveDrive Go', 'WaveDrive Pro']);
    expect(window.location.search).toBe('?sort=name');
  });

  it('a value set without a press or focus (assistive technology, autofill) loads it too', async () => {
    window.history.replaceState(null, '', '/products/drives-and-docks/');
    catalog();
    await waitFor(() => expect(state()).toBe('on-intent'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() => expect(state()).toBe('live'));
    expect(names()).toEqual(['Clone Dock Duo', 'WaveDrive Go', 'WaveDrive Pro']);
    expect(window.location.search).toBe('?sort=name');
  });

  it('applies a sort named in the address at once, and reports a value it does not know', async () => {
    window.history.replaceState(null, '', '/products/drives-and-docks/?sort=price-asc');
    catalog();
    await waitFor(() => expect(state()).toBe('live'));
    expect(names()).toEqual(['WaveDrive Go', 'Clone Dock Duo', 'WaveDrive Pro']);
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-asc');

    window.history.replaceState(null, '', '/products/drives-and-docks/?sort=cheapest');
    document.body.innerHTML = '';
    catalog();
    expect(await screen.findByRole('alert')).toHaveTextContent('"cheapest" is not a sort we know');
  });

  it('a sort picked in the markup before the scripts ran wins over the address', async () => {
    window.history.replaceState(null, '', '/products/drives-and-docks/?sort=name');
    const select = () => screen.getByLabelText<HTMLSelectElement>('Sort by');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(island());
    // The visitor picks a sort in the server HTML before hydration.
    container.querySelector<HTMLSelectElement>('#catalog-sort')!.value = 'price-desc';
    await act(async () => {
      hydrateRoot(container, island());
    });
    await waitFor(() => expect(state()).toBe('live'));
    expect(select()).toHaveValue('price-desc');
    expect(names()).toEqual(['WaveDrive Pro', 'Clone Dock Duo', 'WaveDrive Go']);
    expect(window.location.search).toBe('?sort=price-desc');
    container.remove();
  });
});
