/**
 * The shop's locale and currency, on their own so client code that formats prices
 * (cart, buy box, comparison) does not pull in the whole site configuration.
 * siteConfig re-exports them; change them here.
 */
export const SITE_LOCALE = { code: 'en', iso: 'en-US' } as const;
export const SITE_CURRENCY = 'USD';
