import { siteConfig } from '../site-config';

const mailto = (subject: string) => `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(subject)}`;

/**
 * UI strings of the newsletter's link pages: the button each page posts the link's token
 * with (components/forms/newsletter-action.tsx), and what a page says when the link lost
 * its token or the site was built without a forms service.
 */
export const newsletterEn = {
  confirm: {
    button: 'Confirm my subscription',
    noService: {
      text: `This copy of the site cannot confirm subscriptions by itself. To subscribe, write to ${siteConfig.supportEmail} from the address you want the newsletter at, and we add it by hand.`,
      link: 'Write to us to subscribe',
      href: mailto('Subscribe to the newsletter'),
    },
  },
  unsubscribe: {
    button: 'Unsubscribe',
    noService: {
      text: `This copy of the site cannot unsubscribe you by itself. Write to ${siteConfig.supportEmail} from the address you want removed, and we take it off the list within 48 hours.`,
      link: 'Write to us to unsubscribe',
      href: mailto('Unsubscribe from the newsletter'),
    },
  },
  resubscribe: {
    button: 'Subscribe again',
    noService: undefined,
  },
  /** Shown instead of the button when the page's address has no `?t=`, unless the page says more. */
  missingToken:
    'This link is incomplete: the code that identifies your e-mail address is missing from it. Open the link from the e-mail again, or copy the whole address from the e-mail into your browser.',
} as const;
