import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleImport } from '@/hooks/use-idle-import';
import { whenIdleAndOnline } from '@/browser/when-idle';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (online) window.dispatchEvent(new Event('online'));
};

afterEach(() => {
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
  });

  it('does not retry a chunk that failed while online (chunk-reload handles a broken deploy)', async () => {
    const load = vi.fn().mockRejectedValue(new Error('ChunkLoadError'));
    render(<Probe load={load} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('markup')).toBeInTheDocument();
  });
});
