// @vitest-environment jsdom
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { watchChunkScripts } from '@/browser/chunk-timeout';
import { ChunkReload } from '@/components/runtime/chunk-reload';

const CHUNK = '/_next/static/chunks/late.js';

/** Adds a chunk script as Turbopack's runtime does, and counts the `error` events it gets. */
async function addChunkScript(src = CHUNK) {
  const script = Object.assign(document.createElement('script'), { src });
  const errors = vi.fn();
  script.addEventListener('error', errors);
  document.head.append(script);
  await Promise.resolve(); // the watch sees added nodes in a microtask
  return { script, errors };
}

describe('chunk script timeout', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllTimers();
    vi.useRealTimers();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('the runtime fails a chunk script after the spec value, 120000 ms, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const { unmount } = render(createElement(ChunkReload));
    const { errors } = await addChunkScript();
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(errors).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(errors).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('fails every later script of a timed-out chunk at once (the runtime retry, a next try); other chunks wait their time', async () => {
    const stop = watchChunkScripts(1000);
    const first = await addChunkScript();
    vi.advanceTimersByTime(1000);
    expect(first.errors).toHaveBeenCalledTimes(1);
    const retry = await addChunkScript();
    expect(retry.errors).toHaveBeenCalledTimes(1);
    const nextTry = await addChunkScript();
    expect(nextTry.errors).toHaveBeenCalledTimes(1);
    const other = await addChunkScript('/_next/static/chunks/other.js');
    vi.advanceTimersByTime(999);
    expect(other.errors).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(other.errors).toHaveBeenCalledTimes(1);
    stop();
  });

  it('also fails a chunk asked for before the watch began that has not loaded since; not one that has', async () => {
    const early = await addChunkScript('/_next/static/chunks/early.js');
    const done = await addChunkScript('/_next/static/chunks/done.js');
    // The browser's Resource Timing list (jsdom keeps none): done.js has loaded.
    const loaded = (name: string) => (name.endsWith('/done.js') ? [{ name } as PerformanceEntry] : []);
    Object.defineProperty(performance, 'getEntriesByName', { value: loaded, configurable: true });
    const stop = watchChunkScripts(1000);
    vi.advanceTimersByTime(1000);
    expect(early.errors).toHaveBeenCalledTimes(1);
    expect(done.errors).not.toHaveBeenCalled();
    stop();
    delete (performance as Partial<Performance>).getEntriesByName;
  });

  it('leaves alone a script that loads or fails in time, and scripts that are not chunks', async () => {
    const stop = watchChunkScripts(1000);
    const loaded = await addChunkScript('/_next/static/chunks/loaded.js');
    loaded.script.dispatchEvent(new Event('load'));
    const other = await addChunkScript('/analytics.js');
    vi.advanceTimersByTime(5000);
    expect(loaded.errors).not.toHaveBeenCalled();
    expect(other.errors).not.toHaveBeenCalled();
    stop();
  });
});
