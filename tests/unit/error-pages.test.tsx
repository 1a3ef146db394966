import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/not-found';
import { StatusError } from '@/lib/errors';
import { storedChunkReloadAt } from '@/lib/stored-values/chunk-reload';
import { fullPageLoad } from '@/browser/full-page-load';

describe('error pages', () => {
  it('a route error shows its message and its status code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={new StatusError('Unknown middleware geo-check', 500)} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unknown middleware geo-check');
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });

  it("a route error uses the error's own status code", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={Object.assign(new Error('Gone'), { statusCode: 410 })} reset={() => {}} />);
    expect(screen.getByText('Error 410')).toBeInTheDocument();
  });

  it('a route error without a status falls back to 500', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouteError error={new Error('Database on fire')} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Database on fire');
    expect(screen.getByText('Error 500')).toBeInTheDocument();
  });

  it('a chunk that could not load, the page not reloaded (the guard held), says so and offers to load the page again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem(storedChunkReloadAt.key, String(Date.now())); // reloaded a moment ago
    const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/a.js from module 7'), {
      name: 'ChunkLoadError',
    });
    render(<RouteError error={error} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not load');
    expect(screen.queryByText(/Failed to load chunk/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    const reload = vi.spyOn(fullPageLoad, 'reload').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Load the page again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('the root error boundary says the error page failed, shows details and links home', () => {
    // global-error renders its own <html>; render its body content into a container.
    const { container } = render(<GlobalError error={new Error('layout exploded')} />, {
      container: document.documentElement,
    });
    expect(container.querySelector('h1')).toHaveTextContent('An error occurred while showing the error page');
    expect(container.querySelector('pre')).toHaveTextContent('500: layout exploded');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  });

  it('the not-found page says the spec message', () => {
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
  });
});
