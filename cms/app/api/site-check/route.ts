import { siteCheckReport } from '../../../site-check/report';

export function GET(request: Request) {
  const entry = new URL(request.url).searchParams.get('entry') ?? '';
  const report = siteCheckReport(entry);
  return report ? Response.json(report) : Response.json({ error: `no content file for ${entry}` }, { status: 404 });
}
