'use client';
import { makePage } from '@keystatic/next/ui/app';
import { registerLinkField } from '../../../fields/link-field';
import { registerRefusedSave } from '../../../fields/refused-save';
import config from '../../../keystatic.config';

// The body editor's link dialog picks a page of the site by title (fields/link-field.tsx);
// a refused save names every problem and opens the first (fields/refused-save.ts).
registerLinkField();
registerRefusedSave();

export default makePage(config);
