import { describe, expect, it } from 'vitest';
import { NEWSLETTER } from '@/lib/forms/newsletter-policy';
import { formsEn } from '@/lib/i18n/forms.en';

describe('newsletter policy', () => {
  it('confirms once within 7 days, mails an address once per 10 minutes, forgets unconfirmed after 30 days', () => {
    expect(NEWSLETTER).toMatchObject({ confirmDays: 7, confirmationEveryMinutes: 10, unconfirmedDays: 30 });
    expect(NEWSLETTER.listId).toBe('Clonewave news <news.clonewave.example>');
  });

  // The stored consent names the wording by its version: a new wording needs a new version.
  it('the consent version goes with the sign-up wording', () => {
    const wording = `${formsEn.newsletterHeading}\n${formsEn.newsletterText}`;
    expect({ version: NEWSLETTER.consentVersion, wording }).toEqual({
      version: 1,
      wording: 'Get product news\nFirmware highlights, guides and offers. At most two e-mails a month.',
    });
  });
});
