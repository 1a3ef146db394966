import type { ReactNode } from 'react';

/**
 * The spec's serial-number alert: where a download or a form depends on the serial
 * number, it says which units it concerns and where the number is printed. Has no hooks,
 * so release pages (server) and forms (client) share it.
 */
export function SerialAlert({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <aside className="alert alert-warning serial-alert" id={id} aria-label={title}>
      <svg className="serial-alert-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3 2 20h20L12 3Zm0 6v5m0 3h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div>
        <p className="alert-heading fw-bold mb-1">{title}</p>
        <div className="mb-0">{children}</div>
      </div>
    </aside>
  );
}
