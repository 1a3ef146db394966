import path from 'node:path';
import { COLLECTIONS } from '../../../content-map';
import { lastChanges } from '../../../site-check/last-changes';

/** When each entry of a collection last changed, for the "Last change" column of its list. */
export function GET(request: Request) {
  const collection = new URL(request.url).searchParams.get('collection') ?? '';
  if (!Object.hasOwn(COLLECTIONS, collection)) {
    return Response.json({ error: `no collection named "${collection}"` }, { status: 404 });
  }
  const root = path.resolve(process.cwd(), '..');
  return Response.json(lastChanges(root, collection as keyof typeof COLLECTIONS));
}
