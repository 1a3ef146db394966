import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleImport } from '@/hooks/use-idle-import';
import { whenIdleAndOnline } from '@/browser/when-idle';
import { recoverFromChunkError } from '@/browser/chunk-recovery';

// Whether a failed chunk reloads the page is the recovery's call (tests/unit/runtime.test.ts).
vi.mock('@/browser/chunk-recovery', () => ({ recoverFromChunkError: vi.fn(() => false) }));

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
};

afterEach(() => {
  vi.mocked(recoverFromChunkError).mockClear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('whenIdleAndOnline', () => {
  it('runs when idle while online', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdleAndOnline(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits while offline and runs once the connection is back; cancel stops it', () => {
    vi.useFakeTimers();
    setOnline(false);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdleAndOnline(task);
    whenIdleAndOnline(cancelled)();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    setOnline(true);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('useIdleImport', () => {
  function Probe({ load }: { load: () => Promise<{ text: string }> }) {
    const loaded = useIdleImport(load);
    return <p>{loaded?.text ?? 'markup'}</p>;
  }

  it('shows the loaded module, and tries again once online when the connection dropped', async () => {
    const load = vi
      .fn<() => Promise<{ text: string }>>()
      .mockImplementationOnce(() => {
        setOnline(false);
        return Promise.reject(new Error('ChunkLoadError'));
      })
      .mockResolvedValue({ text: 'live' });
    render(<Probe load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByText('markup')).toBeInTheDocument();
    await act(async () => setOnline(true));
    expect(await screen.findByText('live')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(recoverFromChunkError).not.toHaveBeenCalled(); // no network: no sign of a new deploy
  });

  it('hands a chunk that failed while online to the recovery (a new deploy: the page reloads), without retrying', async () => {
    const error = new Error('ChunkLoadError');
    const load = vi.fn().mockRejectedValue(error);
    render(<Probe load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(recoverFromChunkError).toHaveBeenCalledWith(error);
    expect(screen.getByText('markup')).toBeInTheDocument();
  });
});
