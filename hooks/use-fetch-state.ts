'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { FETCH_DISPLAY_DELAY_MS } from '@/lib/constants';

export interface FetchState<T> {
  data: T | undefined;
  pending: boolean;
  error: unknown;
  /** When the last run settled (ms since epoch), or 0 before. */
  timestamp: number;
  /** True only once a run has been pending for more than 200 ms, so quick answers never flash a spinner. */
  showSpinner: boolean;
  run: () => Promise<T | undefined>;
}

/**
 * Fetch state for client queries: pending, error and timestamp, with a spinner only after
 * the display delay (FETCH_DISPLAY_DELAY_MS, 200 ms). A newer run wins over an older one still in flight.
 */
export function useFetchState<T>(fetcher: () => Promise<T>): FetchState<T> {
  const [state, setState] = useState({
    data: undefined as T | undefined,
    pending: false,
    error: null as unknown,
    timestamp: 0,
  });
  const [showSpinner, setShowSpinner] = useState(false);
  const latest = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!state.pending) {
      setShowSpinner(false);
      return;
    }
    const timer = window.setTimeout(() => setShowSpinner(true), FETCH_DISPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.pending]);

  const run = useCallback(async () => {
    const id = ++latest.current;
    setState((s) => ({ ...s, pending: true, error: null }));
    try {
      const data = await fetcherRef.current();
      if (id === latest.current) setState({ data, pending: false, error: null, timestamp: Date.now() });
      return data;
    } catch (error) {
      if (id === latest.current) setState((s) => ({ ...s, pending: false, error, timestamp: Date.now() }));
      return undefined;
    }
  }, []);

  return { ...state, showSpinner, run };
}
