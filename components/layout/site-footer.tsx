import Link from '@/components/navigation/link';
import { getNavigation } from '@/lib/content';
import { messages } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { NewsletterSignup } from '@/components/forms/newsletter-signup';
import { ConsentReopenButton } from '@/components/consent/consent-reopen-button';

/** The footer's id: the root layout holds the first paint until it is parsed (app/layout.tsx). */
export const SITE_FOOTER_ID = 'site-footer';

export function SiteFooter() {
  const { footer } = getNavigation();
  const year = new Date().getFullYear();
  return (
    <footer id={SITE_FOOTER_ID} className="site-footer pt-5 pb-4">
      <div className="container">
        <div className="row g-4">
          <div className="col-lg-4">
            {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
            <img src="/images/logo-light.svg" alt={siteConfig.brand.name} width={151} height={28} loading="lazy" />
            <p className="mt-3 small">{footer.blurb}</p>
            <address className="small mb-0">
              {siteConfig.address.street}, {siteConfig.address.city}, {siteConfig.address.region}{' '}
              {siteConfig.address.postalCode}
              <br />
              <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a>
            </address>
            <NewsletterSignup instance="footer-newsletter" inFooter />
          </div>
          <nav className="col-lg-8" aria-label={messages.nav.footer}>
            <div className="row g-4">
              {footer.columns.map((column) => (
                <div key={column.title} className="col-6 col-md-3">
                  <h2 className="h6">{column.title}</h2>
                  <ul className="list-unstyled small mb-0">
                    {column.links.map((link) => (
                      <li key={link.href}>
                        <Link href={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        </div>
        <div className="legal d-flex flex-column flex-md-row justify-content-between gap-2 border-top border-secondary mt-4 pt-3 small">
          <p className="mb-0">
            © {year} {siteConfig.brand.legalName} {messages.footer.rights}
          </p>
          <nav aria-label={messages.nav.legal}>
            <ul className="list-inline mb-0">
              {footer.legal.map((link) => (
                <li key={link.href} className="list-inline-item">
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
              <li className="list-inline-item">
                <ConsentReopenButton />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
