'use client';
import { makePage } from '@keystatic/next/ui/app';
import { registerLastChanges } from '../../../fields/last-changes';
import { registerLinkField } from '../../../fields/link-field';
import { registerRefusedSave } from '../../../fields/refused-save';
import { registerUnsavedProblems } from '../../../fields/unsaved-problems';
import config from '../../../keystatic.config';

// The body editor's link dialog picks a page of the site by title (fields/link-field.tsx);
// the Site check panel lists what a save would refuse as it is typed
// (fields/unsaved-problems.ts), and a refused save opens the first (fields/refused-save.ts);
// entry lists show when each entry last changed (fields/last-changes.ts).
registerLinkField();
registerRefusedSave();
registerUnsavedProblems();
registerLastChanges();

export default makePage(config);
