import type { FormDecl } from './form-kit';
import { affiliate } from './declarations/affiliate';
import { contact } from './declarations/contact';
import { newsletter } from './declarations/newsletter';
import { partner } from './declarations/partner';
import { register } from './declarations/register';
import { retailer } from './declarations/retailer';
import { sales } from './declarations/sales';
import { ticket } from './declarations/ticket';
import { warranty } from './declarations/warranty';

const DECLARATIONS = { contact, ticket, warranty, register, retailer, affiliate, partner, sales, newsletter };

export type FormId = keyof typeof DECLARATIONS;

/** Every form of the site by id: one declaration each (./declarations/), nothing else to keep in step. */
export const FORMS: Record<FormId, FormDecl> = DECLARATIONS;
