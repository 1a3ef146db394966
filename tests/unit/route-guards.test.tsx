import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteGuards } from '@/components/runtime/route-guards';
import { UNSUPPORTED_PATH } from '@/lib/route-guards/registry';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

/** Stands in for app/error.tsx: shows what reached the error boundary. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{(this.state.error as Error).message}</p> : this.props.children;
  }
}

afterEach(() => {
  replace.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route guards on a client navigation', () => {
  it('send a browser the site cannot serve to the explanation page, silently', async () => {
    vi.stubGlobal('structuredClone', undefined);
    render(<RouteGuards names={['unsupported-browser']} path="/cart" />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(UNSUPPORTED_PATH));
  });

  it('let a capable browser stay', async () => {
    vi.stubGlobal('IntersectionObserver', function IntersectionObserver() {});
    vi.stubGlobal('CSS', { supports: () => true });
    render(<RouteGuards names={['unsupported-browser']} path="/cart" />);
    // The component asked for the registry first, so it has run once this import resolves.
    await act(async () => {
      await import('@/lib/route-guards/registry');
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('an unknown name reaches the error page as the spec words it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    render(
      <Boundary>
        <RouteGuards names={['must-login']} path="/cart" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown middleware must-login');
  });
});
