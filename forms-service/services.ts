import type { ProductOption } from '@/lib/forms/serial';
import type { Config } from './config';
import type { Db } from './db/types';
import type { Logger } from './log';
import type { NewsletterDelivery } from './newsletter/deliver';
import type { Policy } from './policy';
import type { UploadFiles } from './uploads/files';

/** What the HTTP app works with; server.ts builds it from the environment, tests from their own parts. */
export interface Services {
  db: Db;
  config: Config;
  policy: Policy;
  products: readonly ProductOption[];
  /** Years of standard warranty by product slug, for the registration's confirmation. */
  warrantyYears: ReadonlyMap<string, number>;
  files: UploadFiles;
  /** HMAC of an address (IP, e-mail) with the service's secret. */
  hash: (value: string) => string;
  clock: () => Date;
  log: Logger;
  /** The newsletter's links: where they point and the keys their tokens are signed with. */
  newsletter: NewsletterDelivery;
  /** Called after a submission is stored: the worker delivers it at once. */
  onStored?: () => void;
}
