import type Mail from 'nodemailer/lib/mailer';
import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import { siteConfig } from '@/lib/site-config';
import type { NewsletterConfig } from './config';

const brand = siteConfig.brand.name;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A header nodemailer writes as given: without `prepared` it folds a line longer than 76
 * characters, and List-Unsubscribe is read by mail providers on one line.
 */
const asIs = (value: string) => ({ prepared: true, value });

/** The site page a mail links to, with the token in its address. */
const pageLink = (config: NewsletterConfig, page: string, token: string) =>
  `${config.siteOrigin}${page}?t=${encodeURIComponent(token)}`;

/**
 * The confirmation mail: the link and what it is for, nothing else, and nothing the
 * sender typed, so a sign-up form cannot be used to send someone text. It is not a list
 * mail (the person is not on the list), so it has no List-Unsubscribe.
 */
export function confirmationMessage(config: NewsletterConfig, to: string, token: string, from: string): Mail.Options {
  const link = pageLink(config, '/newsletter/confirm/', token);
  const text = [
    `Please confirm that you want the ${brand} newsletter at this address:`,
    '',
    link,
    '',
    `The link opens a page with a button; your subscription starts when you press it. The link works once and for ${NEWSLETTER.confirmDays} days.`,
    '',
    'If you did not sign up, ignore this e-mail: without your confirmation you get nothing more from us.',
    '',
    brand,
    config.siteOrigin,
  ].join('\n');
  return { from, to, subject: `Confirm your ${brand} newsletter subscription`, text: `${text}\n` };
}

/**
 * The headers every mail to the list carries: one-click unsubscribe (RFC 8058) at the
 * service, which a mail app POSTs to without opening a page, and a mailto for apps that
 * do not POST; each on one unfolded line.
 */
function listHeaders(config: NewsletterConfig, unsubscribeToken: string) {
  const oneClick = `${config.serviceUrl}/newsletter/unsubscribe?t=${encodeURIComponent(unsubscribeToken)}`;
  const mailto = `mailto:${config.unsubscribeMailbox}?subject=unsubscribe`;
  return {
    'List-Unsubscribe': asIs(`<${oneClick}>, <${mailto}>`),
    'List-Unsubscribe-Post': asIs('List-Unsubscribe=One-Click'),
    'List-Id': asIs(NEWSLETTER.listId),
  };
}

/** The first mail on the list: why it comes, what comes, how often, and how to leave (link and headers). */
export function welcomeMessage(
  config: NewsletterConfig,
  subscriber: { email: string; confirmedAt: Date },
  unsubscribeToken: string,
  from: string,
): Mail.Options {
  const text = [
    `Welcome to the ${brand} newsletter. Your subscription is confirmed.`,
    '',
    `You get this because this address was confirmed on ${config.siteOrigin.replace(/^https?:\/\//, '')} on ${day(subscriber.confirmedAt)}.`,
    '',
    'At most twice a month we write about firmware releases and what they change, setup guides for recording and streaming, new products and the occasional offer.',
    '',
    'To stop, use the Unsubscribe button your e-mail app shows beside our name, or open this link and press the button:',
    pageLink(config, '/newsletter/unsubscribe/', unsubscribeToken),
    '',
    brand,
    config.siteOrigin,
  ].join('\n');
  return {
    from,
    to: subscriber.email,
    subject: `Welcome to the ${brand} newsletter`,
    text: `${text}\n`,
    headers: listHeaders(config, unsubscribeToken),
  };
}
