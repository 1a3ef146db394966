'use client';

import type { ReactNode } from 'react';
import { MarkupUpgrade } from '@/components/upgrade/markup-upgrade';

type FormViewProps = Parameters<typeof import('./form-view').FormView>[0];
type NewsletterProps = Parameters<typeof import('./newsletter-form').NewsletterForm>[0];

const loadFormView = () => import('./form-view').then((m) => m.FormView);
const loadNewsletter = () => import('./newsletter-form').then((m) => m.NewsletterForm);

/** A site form: server markup (`children`) until FormView loads (see MarkupUpgrade). */
export function FormViewIsland({ children, ...props }: Omit<FormViewProps, 'carried'> & { children: ReactNode }) {
  return (
    <MarkupUpgrade load={loadFormView} props={props} draftId={props.instanceId}>
      {children}
    </MarkupUpgrade>
  );
}

/** The newsletter sign-up: server markup (`children`) until NewsletterForm loads. */
export function NewsletterIsland({ children, ...props }: Omit<NewsletterProps, 'carried'> & { children: ReactNode }) {
  return (
    <MarkupUpgrade load={loadNewsletter} props={props} draftId={props.instanceId}>
      {children}
    </MarkupUpgrade>
  );
}
