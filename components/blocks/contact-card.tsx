import { messages } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';

/** Company contact details, from the site config (one source of truth). */
export function ContactCard() {
  const { address } = siteConfig;
  return (
    <section className="card my-4" aria-labelledby="contact-card-title">
      <div className="card-body">
        <h2 id="contact-card-title" className="h5 card-title">
          {messages.contact.heading}
        </h2>
        <dl className="row mb-0">
          <dt className="col-sm-3">{messages.contact.email}</dt>
          <dd className="col-sm-9">
            <a href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</a> ·{' '}
            <a href={`mailto:${siteConfig.salesEmail}`}>{siteConfig.salesEmail}</a>
          </dd>
          <dt className="col-sm-3">{messages.contact.phone}</dt>
          <dd className="col-sm-9">
            <a href={`tel:${siteConfig.phone.replace(/[^+\d]/g, '')}`}>{siteConfig.phone}</a>
          </dd>
          <dt className="col-sm-3">{messages.contact.address}</dt>
          <dd className="col-sm-9 mb-0">
            {siteConfig.brand.legalName}, {address.street}, {address.city}, {address.region} {address.postalCode}
          </dd>
        </dl>
      </div>
    </section>
  );
}
