import type { StateStorage } from 'zustand/middleware';

/**
 * localStorage for zustand's persist that never throws. Storage can be blocked (privacy
 * settings, sandboxed frames) or full; zustand then gets "nothing stored" and the state
 * simply lives for this page view. (Given a storage getter that throws, zustand drops
 * its persist API altogether, which would crash every caller of persist.rehydrate().)
 */
export const safeLocalStorage: StateStorage = {
  getItem: (name) => {
    try {
      return window.localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    try {
      window.localStorage.setItem(name, value);
    } catch {
      // Blocked or full: keep the in-memory state.
    }
  },
  removeItem: (name) => {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // Blocked: nothing to remove.
    }
  },
};
