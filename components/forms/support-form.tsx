import { getProducts } from '@/lib/content';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { productOptions } from '@/lib/forms/product-options';
import { buildMailto } from '@/lib/forms/mailto';
import { messages } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { FormViewIsland } from './form-islands';
import { FormViewMarkup } from './form-view-markup';
import { UpgradeFailedNotice } from '@/components/upgrade/upgrade-failed-notice';

/**
 * MDX block: `<SupportForm form="ticket" />`. Loads what the form needs from content on
 * the server and renders the form's markup, which the live FormView replaces once its
 * code has loaded. The endpoint comes from NEXT_PUBLIC_FORMS_ENDPOINT at build time;
 * empty means "offer e-mail".
 */
export function SupportForm({ form }: { form: FormId }) {
  if (!(form in FORMS)) throw new Error(`SupportForm: unknown form "${form}"`);
  const spec = FORMS[form];
  const products = spec.products ? productOptions(getProducts(), spec.products) : [];
  const props = { formId: form, instanceId: form, endpoint: siteConfig.formsEndpoint, products };
  return (
    <section className="form-block card my-4" aria-label={spec.subject}>
      <div className="card-body">
        <FormViewIsland {...props}>
          <FormViewMarkup {...props}>
            <UpgradeFailedNotice message={messages.upgrade.form} className="mt-3 mb-0">
              {' '}
              <a href={buildMailto(spec.mailTo, spec.subject, [], {})}>{messages.upgrade.email}</a>
            </UpgradeFailedNotice>
          </FormViewMarkup>
        </FormViewIsland>
      </div>
    </section>
  );
}
