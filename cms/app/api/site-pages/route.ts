import { sitePages } from '../../../site-check/report';

/** The site's pages with their titles, for the link picker of the body editor (fields/link-field.tsx). */
export function GET() {
  return Response.json(sitePages());
}
