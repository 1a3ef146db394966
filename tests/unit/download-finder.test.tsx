import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadFinderIsland } from '@/components/downloads/download-finder-island';
import { DownloadFinderMarkup } from '@/components/downloads/download-finder-markup';
import type { ProductDownloads } from '@/lib/downloads/by-product';

const products: ProductDownloads[] = [
  {
    slug: 'box-pro',
    name: 'Clonewave Box Pro',
    items: [
      { type: 'firmware', title: 'Box Pro firmware', href: '/help/download/firmware/box-pro/', detail: 'v2.1' },
      { type: 'manual', title: 'Box Pro manual', href: '/help/download/manual/#manuals-box-pro', detail: 'PDF' },
    ],
  },
  {
    slug: 'wand',
    name: 'HDML-Cloner Wand',
    items: [{ type: 'software', title: 'Wand helper', href: '/help/download/software/wand/', detail: 'v1.0' }],
  },
];

const island = () => (
  <DownloadFinderIsland products={products}>
    <DownloadFinderMarkup products={products} />
  </DownloadFinderIsland>
);
const finder = () => render(island());
const region = () => screen.getByRole('region', { name: 'Find downloads for your product' });
const live = () => expect(document.querySelector('[data-upgrade]')).toHaveAttribute('data-upgrade', 'live');

afterEach(() => window.history.replaceState(null, '', '/help/download/'));

describe('download finder', () => {
  it('lists every download until the visitor turns to it, then filters and writes the address', async () => {
    const user = userEvent.setup();
    finder();
    expect(within(region()).getAllByRole('link')).toHaveLength(3);
    expect(document.querySelector('[data-upgrade]')).toHaveAttribute('data-upgrade', 'on-intent');
    await user.selectOptions(screen.getByLabelText('Product'), 'box-pro');
    await waitFor(live);
    expect(screen.getByLabelText('Product')).toHaveValue('box-pro');
    expect(within(region()).getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Firmware' }));
    expect(
      within(region())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Box Pro firmware']);
    expect(window.location.search).toBe('?product=box-pro&type=firmware');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 download');
  });

  it('a type picked with a press the code arrives during counts: the markup stays until the click', async () => {
    finder();
    const label = screen.getByText('Firmware', { selector: 'label' });
    fireEvent.pointerDown(label);
    // Long enough for the live finder's code to arrive; it waits for the press to end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector('[data-upgrade]')).toHaveAttribute('data-upgrade', 'loading');
    fireEvent.pointerUp(label);
    fireEvent.click(label);
    await waitFor(live);
    expect(screen.getByRole('radio', { name: 'Firmware' })).toBeChecked();
    expect(window.location.search).toBe('?type=firmware');
  });

  it('applies filters named in the address at once, without a touch', async () => {
    window.history.replaceState(null, '', '/help/download/?type=software&product=nope');
    finder();
    await waitFor(live);
    expect(screen.getByRole('radio', { name: 'Software' })).toBeChecked();
    expect(screen.getByLabelText('Product')).toHaveValue('');
    expect(
      within(region())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Wand helper']);
  });

  it('applies a choice made in the markup before the scripts ran, and puts it in the address', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(island());
    // The visitor picks a type in the server HTML before hydration.
    container.querySelector<HTMLInputElement>('#finder-type-manual')!.checked = true;
    await act(async () => {
      hydrateRoot(container, island());
    });
    await waitFor(live);
    expect(screen.getByRole('radio', { name: 'Manuals' })).toBeChecked();
    expect(
      within(region())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Box Pro manual']);
    expect(window.location.search).toBe('?type=manual');
    container.remove();
  });
});
