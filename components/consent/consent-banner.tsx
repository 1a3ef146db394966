'use client';

import Link from '@/components/navigation/link';
import { useEffect, useRef, useState } from 'react';
import { consentEn } from '@/lib/i18n/consent.en';
import { useConsentStore, type ConsentChoice } from '@/stores/consent-store';

const t = consentEn;

/**
 * Asks once which storage and third parties the visitor allows. Accept and reject are the
 * same size and style, side by side; nothing non-essential loads before a choice. The
 * footer's "Privacy choices" button reopens it. Not a modal: the page stays usable.
 */
export function ConsentBanner() {
  const { choice, reopened, ready, choose } = useConsentStore();
  const [status, setStatus] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    void useConsentStore.persist.rehydrate();
  }, []);

  useEffect(() => {
    if (!reopened) return;
    returnFocus.current = document.activeElement as HTMLElement | null;
    headingRef.current?.focus();
  }, [reopened]);

  const decide = (value: ConsentChoice) => {
    choose(value);
    setStatus(t.saved(value === 'accepted'));
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const open = ready && (choice === null || reopened);
  const bannerRef = useRef<HTMLElement>(null);

  // While open, the page gets room below its footer for the fixed banner, so nothing
  // (the footer's policy links included) is ever stuck underneath it.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--consent-banner-height', `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--consent-banner-height');
    };
  }, [open]);

  return (
    <>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {open ? (
        <section className="consent-banner" aria-labelledby="consent-title" ref={bannerRef}>
          <div className="container d-lg-flex align-items-center gap-4">
            <div className="flex-grow-1">
              <h2 id="consent-title" className="h6 mb-1" tabIndex={-1} ref={headingRef}>
                {t.title}
              </h2>
              <p className="small mb-3 mb-lg-0">
                {t.body} <Link href="/privacy_policy">{t.policy}</Link>
              </p>
            </div>
            <div className="consent-actions">
              <button type="button" className="btn btn-light" onClick={() => decide('rejected')}>
                {t.reject}
              </button>
              <button type="button" className="btn btn-light" onClick={() => decide('accepted')}>
                {t.accept}
              </button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
