'use client';

import { useEffect } from 'react';
import { browserPlatformHints, detectPlatform, PLATFORM_ATTRIBUTE } from '@/lib/downloads/platform';

/**
 * After a client navigation to a release page the inline PLATFORM_SCRIPT does not run
 * (React never executes a script it inserts): this sets the attribute instead.
 * Renders nothing.
 */
export function PlatformAttribute() {
  useEffect(() => {
    const root = document.documentElement;
    const platform = detectPlatform(browserPlatformHints(navigator));
    if (platform && !root.hasAttribute(PLATFORM_ATTRIBUTE)) root.setAttribute(PLATFORM_ATTRIBUTE, platform);
  }, []);
  return null;
}
