import type { ReactNode } from 'react';
import { formUrl } from '@/lib/forms/form-url';
import { newsletter, type NewsletterAction as Action } from '@/lib/forms/declarations/newsletter';
import { NEWSLETTER_TOKEN_SCRIPT } from '@/lib/forms/newsletter-token';
import { newsletterEn } from '@/lib/i18n/newsletter.en';
import { siteConfig } from '@/lib/site-config';

const t = newsletterEn;

/**
 * MDX block `<NewsletterAction action="confirm" />`: the button of a page a newsletter
 * e-mail links to. It is a real form that POSTs the link's token (`?t=` of the page's
 * address, filled in by NEWSLETTER_TOKEN_SCRIPT) to the forms service's
 * `newsletter/<action>` route, which answers with a redirect to the next page. Opening
 * the link alone changes nothing, so a mail filter that follows every link cannot confirm
 * or unsubscribe anyone. `children` show instead of the button when the address has no
 * token (a link broken across lines, a visit from the site itself); without a forms
 * endpoint in the build, the page offers e-mail instead.
 */
export function NewsletterAction({ action, children }: { action: Action; children?: ReactNode }) {
  const missing = children ?? <p>{t.missingToken}</p>;
  const endpoint = siteConfig.formsEndpoint;
  if (!endpoint) {
    const noService = t[action].noService;
    if (!noService) return missing;
    return (
      <div className="alert alert-info">
        <p>{noService.text}</p>
        <a className="btn btn-primary" href={noService.href}>
          {noService.link}
        </a>
      </div>
    );
  }
  return (
    <div className="newsletter-action">
      <form method="post" action={formUrl(endpoint, `${newsletter.path}/${action}`)} className="my-4" hidden>
        <input type="hidden" name="t" />
        <button type="submit" className="btn btn-primary btn-lg">
          {t[action].button}
        </button>
      </form>
      <div data-missing-token="">{missing}</div>
      <script dangerouslySetInnerHTML={{ __html: NEWSLETTER_TOKEN_SCRIPT }} />
    </div>
  );
}
