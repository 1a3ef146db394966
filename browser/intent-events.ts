/**
 * The events that say a visitor is about to use an element: the pointer over it, a touch,
 * focus inside it. Code and data that only a visitor's next step needs wait for one of
 * them (the link prefetcher).
 */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;
