import { siteConfig } from '@/lib/site-config';

/** The newsletter's part of the service's configuration (.env.example lists and explains each). */
export interface NewsletterConfig {
  /** Where the site's pages are: the links in the mails and the redirects after a button. */
  siteOrigin: string;
  /** The service's own public base, for the one-click unsubscribe URL a mail app POSTs to. */
  serviceUrl: string;
  /** FORMS_UNSUBSCRIBE_KEYS as written; unset: keys generated into the data folder. */
  unsubscribeKeys?: string;
  /** The mailbox of List-Unsubscribe's mailto alternative. */
  unsubscribeMailbox: string;
  /** listmonk's API, when it keeps the list instead of this service. */
  listmonk?: ListmonkConfig;
}

export interface ListmonkConfig {
  url: string;
  user: string;
  token: string;
  listId: number;
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const origin = (value: string | undefined) => text(value)?.replace(/\/+$/, '');

export function readNewsletterConfig(
  env: Record<string, string | undefined>,
  publicOrigin: string | undefined,
): NewsletterConfig {
  const siteOrigin = origin(env.FORMS_SITE_ORIGIN) ?? publicOrigin ?? siteConfig.siteUrl;
  return {
    siteOrigin,
    serviceUrl: origin(env.FORMS_SERVICE_URL) ?? `${siteOrigin}/api/forms`,
    unsubscribeKeys: text(env.FORMS_UNSUBSCRIBE_KEYS),
    unsubscribeMailbox: text(env.FORMS_UNSUBSCRIBE_MAILBOX) ?? siteConfig.supportEmail,
    listmonk: readListmonk(env),
  };
}

function readListmonk(env: Record<string, string | undefined>): ListmonkConfig | undefined {
  const url = origin(env.FORMS_LISTMONK_URL);
  if (!url) return undefined;
  const user = text(env.FORMS_LISTMONK_USER);
  const token = text(env.FORMS_LISTMONK_TOKEN);
  const listId = Number(env.FORMS_LISTMONK_LIST_ID);
  if (!user || !token || !Number.isInteger(listId) || listId < 1)
    throw new Error(
      'FORMS_LISTMONK_USER, FORMS_LISTMONK_TOKEN and FORMS_LISTMONK_LIST_ID (a number) must be set when FORMS_LISTMONK_URL is',
    );
  return { url, user, token, listId };
}
