/**
 * Google's rich-result rules for the JSON-LD of exported pages, checked with
 * @adobe/structured-data-validator (Product, Offer, BreadcrumbList, Organization, rating
 * and review types). Its gaps, FAQPage and SoftwareApplication, get rules here from
 * Google's structured-data docs. Errors are required properties; warnings recommended ones.
 */
import Validator, { type HandlerClass, type Issue, type PathStep } from '@adobe/structured-data-validator';
import { inlineScripts } from '../export-pages';

type Item = Record<string, unknown>;

/**
 * Recommended merchant-listing properties that do not apply to this catalogue, each with
 * the reason. A warning for any other property fails the check.
 */
export const NOT_APPLICABLE: Readonly<Record<string, string>> = {
  audience: 'apparel attribute (gender, age group): capture hardware has none',
  color: 'apparel attribute: every product comes in one finish',
  material: 'apparel attribute',
  pattern: 'apparel attribute',
  size: 'apparel attribute (clothing and shoe sizes)',
  hasCertification: 'EU energy-efficiency label: the products are not energy-labelled appliances',
  inProductGroupWithID: 'variants are Offers of one Product, not a ProductGroup',
  isVariantOf: 'variants are Offers of one Product, not a ProductGroup',
  subjectOf: '3D model of the product: none is published',
  gtin: 'content/products has no barcodes (GTIN); add them when they are assigned',
  review: 'content has aggregate ratings only, no individual reviews to quote',
  priceValidUntil: 'prices are not time-limited',
};

/**
 * SoftwareApplication items that cannot be a rich result, by the path of their page, each
 * with the reason. Google shows a software app only with a rating or review of that app;
 * these have none of their own. They stay on their release pages, valid schema.org, for
 * the version, system and download that search engines read from them; every other rule
 * still applies to them. An app that gains reviews (a software product in content/products
 * with a rating) leaves this list: tests/export/structured-data.test.ts says so.
 */
export const NOT_RICH_RESULTS: Readonly<Record<string, string>> = {
  '/help/download/software/clonewave-app-release/':
    'free companion app of the Box recorders: their reviews rate the recorders, the app has none',
  '/help/download/software/clonewave-capture-sdk-release/':
    'free developer SDK for Flint LX and HDML-Cloner Pro: no reviews of its own',
  '/help/download/software/clonewave-helper-release/':
    'free companion app of the Box recorders: their reviews rate the recorders, the app has none',
  '/help/download/software/clonewave-screen-cloner-app-release/':
    'free companion app of Flint LX and HDML-Cloner Wand: their reviews rate the devices, the app has none',
  '/help/download/software/hdml-cloner-helper-release/':
    "free companion app of the HDML-Cloner: the device's reviews are not the app's",
  '/help/download/software/hdml-cloner-pro-helper-release/':
    "free companion app of the HDML-Cloner Pro: the device's reviews are not the app's",
  '/help/download/software/hdml-cloner-wand-helper-mobile-release/':
    "free companion app of the HDML-Cloner Wand: the device's reviews are not the app's",
  '/help/download/software/hdml-cloner-wand-helper-release/':
    "free companion app of the HDML-Cloner Wand: the device's reviews are not the app's",
};

/** The path of the page an item describes (its `url`), or undefined. */
const itemPath = (item: Item) =>
  typeof item.url === 'string' && URL.canParse(item.url) ? new URL(item.url).pathname : undefined;

/** A handler class from a list of checks, in the validator's issue format. */
function rules(checks: Array<(item: Item, path: PathStep[]) => Issue | undefined>): HandlerClass {
  return class {
    constructor(private readonly context: { path: PathStep[] }) {}
    validate(item: Item) {
      return checks.map((check) => check(item, this.context.path)).filter((issue) => issue !== undefined);
    }
  };
}

const missing = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const required =
  (...names: string[]) =>
  (item: Item, path: PathStep[]): Issue | undefined =>
    names.every((name) => missing(item[name]))
      ? {
          issueMessage: `Required attribute "${names.join('" or "')}" is missing`,
          severity: 'ERROR',
          path,
          fieldNames: names,
        }
      : undefined;
const recommended =
  (name: string) =>
  (item: Item, path: PathStep[]): Issue | undefined =>
    missing(item[name])
      ? { issueMessage: `Missing field "${name}" (optional)`, severity: 'WARNING', path, fieldNames: [name] }
      : undefined;
/** Google's app rule: a rating or review, except for the apps of NOT_RICH_RESULTS. */
const appRatingOrReview = (item: Item, path: PathStep[]): Issue | undefined =>
  (itemPath(item) ?? '') in NOT_RICH_RESULTS ? undefined : required('aggregateRating', 'review')(item, path);
const offerPrice = (item: Item, path: PathStep[]): Issue | undefined => {
  const offers = [item.offers].flat().filter((offer): offer is Item => typeof offer === 'object' && offer !== null);
  return offers.length > 0 && offers.every((offer) => !missing(offer.price))
    ? undefined
    : {
        issueMessage: 'Required attribute "offers.price" is missing',
        severity: 'ERROR',
        path,
        fieldNames: ['offers.price'],
      };
};

/** Google: FAQ (FAQPage, Question, Answer) and Software app (SoftwareApplication). */
const EXTRA_RULES: Record<string, HandlerClass> = {
  FAQPage: rules([required('mainEntity')]),
  Question: rules([required('name'), required('acceptedAnswer')]),
  Answer: rules([required('text')]),
  SoftwareApplication: rules([
    required('name'),
    offerPrice,
    appRatingOrReview,
    recommended('applicationCategory'),
    recommended('operatingSystem'),
  ]),
};

/** Every JSON-LD item of a page (arrays and @graph flattened), grouped by @type. */
export function jsonLdItems(html: string): Record<string, Item[]> {
  const byType: Record<string, Item[]> = {};
  for (const script of inlineScripts(html).filter((s) => s.attrs.type === 'application/ld+json')) {
    const parsed = JSON.parse(script.body) as Item | Item[];
    for (const item of [parsed].flat().flatMap((entry) => (entry['@graph'] as Item[] | undefined) ?? [entry])) {
      const type = String(item['@type']);
      (byType[type] ??= []).push(item);
    }
  }
  return byType;
}

/** Issues Google's rules find in a page's JSON-LD, as "Type › property: message" lines. */
export async function structuredDataIssues(html: string): Promise<string[]> {
  const validator = new Validator();
  for (const [type, handler] of Object.entries(EXTRA_RULES)) {
    validator.registeredHandlers[type] = [async () => ({ default: handler })];
  }
  const issues = await validator.validate({ jsonld: jsonLdItems(html) });
  return issues
    .filter((issue) => issue.severity === 'ERROR' || !issue.fieldNames?.every(isNotApplicable))
    .map((issue) => {
      const where = (issue.path ?? []).map((step) => step.property ?? step.type).join(' › ');
      return `${issue.severity} ${where}: ${issue.issueMessage}`;
    });
}

/** The validator names every barcode field (gtin8…gtin14, isbn) in one warning. */
const isNotApplicable = (field: string) => (/^(gtin\d*|isbn)$/.test(field) ? 'gtin' : field) in NOT_APPLICABLE;
