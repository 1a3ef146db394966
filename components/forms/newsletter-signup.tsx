import { messages } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { NewsletterIsland } from './form-islands';
import { NewsletterFormMarkup } from './newsletter-form-markup';
import { UpgradeFailedNotice } from '@/components/upgrade/upgrade-failed-notice';

const t = messages.forms;

/**
 * The newsletter sign-up: in the footer of every page and as an MDX block
 * (`<NewsletterSignup />`). `instance` keeps ids unique when both are on one page.
 */
export function NewsletterSignup({
  instance = 'newsletter',
  inFooter = false,
}: {
  instance?: string;
  inFooter?: boolean;
}) {
  const headingId = `${instance}-heading`;
  const props = { endpoint: siteConfig.formsEndpoint, instanceId: instance };
  return (
    <section className={inFooter ? 'newsletter newsletter-footer' : 'newsletter card my-4'} aria-labelledby={headingId}>
      <div className={inFooter ? '' : 'card-body'}>
        <h2 id={headingId} className={inFooter ? 'h6' : 'h5'}>
          {t.newsletterHeading}
        </h2>
        <p className="small">{t.newsletterText}</p>
        <NewsletterIsland {...props}>
          <NewsletterFormMarkup {...props}>
            <UpgradeFailedNotice message={messages.upgrade.form} className="mt-2 mb-0" />
          </NewsletterFormMarkup>
        </NewsletterIsland>
      </div>
    </section>
  );
}
