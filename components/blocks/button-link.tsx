import Link from '@/components/navigation/link';
import type { ReactNode } from 'react';

const VARIANTS = { primary: 'btn-primary', outline: 'btn-outline-primary', light: 'btn-light' } as const;

export function ButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={`btn btn-lg ${VARIANTS[variant] ?? VARIANTS.primary} me-2 mb-2`}>
      {children}
    </Link>
  );
}
