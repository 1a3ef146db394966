import type { ReactNode } from 'react';

const VARIANTS = { info: 'alert-info', warning: 'alert-warning', success: 'alert-success' } as const;

export function Callout({
  variant = 'info',
  title,
  children,
}: {
  variant?: keyof typeof VARIANTS;
  title?: string;
  children: ReactNode;
}) {
  return (
    <aside className={`alert ${VARIANTS[variant] ?? VARIANTS.info} my-4`}>
      {title ? <p className="alert-heading fw-bold mb-1">{title}</p> : null}
      <div className="callout-body">{children}</div>
    </aside>
  );
}
