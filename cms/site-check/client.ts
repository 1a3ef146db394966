import type { SiteCheckReport } from './report';

/** The site check of the entry this editor page shows (cms/app/api/site-check). */
export async function fetchSiteCheck(): Promise<SiteCheckReport> {
  const response = await fetch(`/api/site-check?entry=${encodeURIComponent(window.location.pathname)}`);
  const report = (await response.json()) as SiteCheckReport | { error: string };
  if ('error' in report) throw new Error(report.error);
  return report;
}
