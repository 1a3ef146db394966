import type { ReactNode } from 'react';
import { upgradeEn } from '@/lib/i18n/upgrade.en';

/**
 * What an island's server markup says when its code could not load and the page did not
 * reload (MarkupUpgrade's `failed` state: the reload guard held): `message`, a
 * button that reloads the page (MarkupUpgrade handles `data-reload`), and `children`
 * (another way forward). The server renders it hidden; the wrapper's
 * `data-upgrade="failed"` shows it (_markup-upgrade.scss), so it costs the first load no
 * script, and as an alert that appears it is announced.
 */
export function UpgradeFailedNotice({
  message,
  className = '',
  children,
}: {
  message: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <p className={`upgrade-failed alert alert-danger small ${className}`} role="alert">
      {message}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" data-reload="">
        {upgradeEn.reload}
      </button>
      {children}
    </p>
  );
}
