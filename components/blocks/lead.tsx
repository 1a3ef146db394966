import type { ReactNode } from 'react';

export function Lead({ children }: { children: ReactNode }) {
  return <div className="lead mb-4">{children}</div>;
}
