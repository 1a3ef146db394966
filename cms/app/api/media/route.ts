import fs from 'node:fs';
import { MAX_UPLOAD_BYTES, publicFile, saveUpload } from '../../../site-check/media';

/**
 * The site's images and caption files for the editor: GET `?path=/images/x.jpg` answers
 * the file (the thumbnails of image fields), POST `?folder=/images/products` with the
 * file as the body and its name in `X-File-Name` adds it to public/ (fields/public-file-input.tsx).
 * Local mode only: in GitHub mode the editor does not write this checkout.
 */
const HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

export function GET(request: Request) {
  const found = publicFile(new URL(request.url).searchParams.get('path') ?? '');
  if (!found || !fs.existsSync(found.file)) return new Response('No such file', { status: 404 });
  return new Response(fs.readFileSync(found.file), {
    headers: { ...HEADERS, 'Content-Type': found.contentType, 'Cache-Control': 'no-cache' },
  });
}

export async function POST(request: Request) {
  if (process.env.NEXT_PUBLIC_CMS_GITHUB_REPO) {
    return Response.json({ error: 'Uploads go through GitHub in this mode' }, { status: 409 });
  }
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_UPLOAD_BYTES) {
    return Response.json({ error: 'The file is larger than 20 MB, the limit' }, { status: 413 });
  }
  const folder = new URL(request.url).searchParams.get('folder') ?? '';
  const name = decodeURIComponent(request.headers.get('X-File-Name') ?? '');
  const result = saveUpload(folder, name, Buffer.from(await request.arrayBuffer()));
  return 'error' in result ? Response.json(result, { status: result.status }) : Response.json(result, { status: 201 });
}
