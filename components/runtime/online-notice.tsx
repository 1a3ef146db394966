'use client';

import { useEffect, useRef, useState } from 'react';
import { TOAST } from '@/lib/constants';
import { useOnline } from '@/lib/hooks/use-online';
import { offlineEn } from '@/lib/i18n/offline.en';

/**
 * Spec §4: online state follows the browser. While offline a small notice sits at the
 * bottom of the screen; when the connection returns it says so briefly, then goes. The
 * live region is always in the page so screen readers announce both changes.
 */
export function OnlineNotice() {
  const online = useOnline();
  const wasOffline = useRef(false);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), TOAST.autoHideMs);
    return () => window.clearTimeout(timer);
  }, [online]);

  const text = !online ? offlineEn.notice : backOnline ? offlineEn.backOnline : '';
  return (
    <div className="online-notice-region" role="status" aria-live="polite">
      {text ? <p className={`online-notice ${online ? 'is-online' : 'is-offline'}`}>{text}</p> : null}
    </div>
  );
}
