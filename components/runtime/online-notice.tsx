'use client';

import { useEffect, useState } from 'react';
import { TOAST } from '@/lib/constants';
import { useOnline } from '@/hooks/use-online';
import { offlineEn } from '@/lib/i18n/offline.en';

/**
 * Online state follows the browser. While offline a small notice sits at the
 * bottom of the screen; when the connection returns it says so briefly, then goes. The
 * live region is always in the page so screen readers announce both changes.
 */
export function OnlineNotice() {
  const online = useOnline();
  const [shownOnline, setShownOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);

  // A change of connection: coming back shows "back online", going away hides it.
  if (online !== shownOnline) {
    setShownOnline(online);
    setBackOnline(online);
  }

  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), TOAST.autoHideMs);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const text = !online ? offlineEn.notice : backOnline ? offlineEn.backOnline : '';
  return (
    <div className="online-notice-region" role="status" aria-live="polite">
      {text ? <p className={`online-notice ${online ? 'is-online' : 'is-offline'}`}>{text}</p> : null}
    </div>
  );
}
