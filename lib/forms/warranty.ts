/**
 * The warranty a registration confirms. content/pages/help/warranty_rma.mdx states the same
 * rule to visitors (tests/unit/warranty.test.ts checks that its table agrees with the
 * products' `warrantyYears`): the standard warranty runs from the purchase date, and a
 * registration within `windowDays` of purchase adds `addedMonths`.
 */
export const WARRANTY_REGISTRATION = { windowDays: 90, addedMonths: 6 } as const;

export interface WarrantyTerm {
  /** The last day covered, YYYY-MM-DD. */
  until: string;
  /** Whether the registration added its months. */
  extended: boolean;
}

const DAY_MS = 86_400_000;

/** `date` (YYYY-MM-DD) plus whole months; a day the target month lacks becomes its last. */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The warranty of a product bought on `purchaseDate` with `years` of standard warranty, registered at `registeredAt`. */
export function warrantyTerm(purchaseDate: string, years: number, registeredAt: Date): WarrantyTerm {
  const daysSincePurchase = Math.floor((registeredAt.getTime() - Date.parse(`${purchaseDate}T00:00:00Z`)) / DAY_MS);
  const extended = daysSincePurchase <= WARRANTY_REGISTRATION.windowDays;
  return {
    until: addMonths(purchaseDate, years * 12 + (extended ? WARRANTY_REGISTRATION.addedMonths : 0)),
    extended,
  };
}
