'use client';

import dynamic from 'next/dynamic';

/**
 * FormView and its schemas (full zod) as their own chunk: every content page shares one
 * catch-all route, so without this the forms' code would load on pages without a form.
 * Still rendered on the server, so the HTML has the whole form before any JavaScript.
 */
export const LazyFormView = dynamic(() => import('./form-view').then((m) => m.FormView));
