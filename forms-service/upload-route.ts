import type { HttpBindings } from '@hono/node-server';
import type { Context, Handler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { newId, sha256 } from './ids';
import { problem } from './problem';
import { rateLimit } from './rate-limit';
import { clientIp, hasType } from './request-guards';
import type { Services } from './services';
import { cleanFileName } from './uploads/files';
import { sniffType } from './uploads/sniff';

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

/**
 * POST /api/forms/uploads — one file, part `file`, before the form that names it is sent.
 * The type is judged by the first bytes (415), the size before and after reading (413);
 * the file is kept under a random name with its SHA-256 until a submission attaches it.
 */
export function uploadHandlers(s: Services): Handler[] {
  const perIp = rateLimit(s.db, 'upload-ip', s.policy.rateLimits.uploadsPerIp);

  const preflight: Handler = async (c: Context<{ Bindings: Partial<HttpBindings> }>, next) => {
    if (!hasType(c, 'multipart/form-data'))
      return problem(c, 'fileType', { detail: 'Send one file as multipart/form-data' });
    const { wait } = await perIp(s.hash(clientIp(c, s.config)));
    if (wait !== undefined) return problem(c, 'rateLimited', { retryAfterS: wait });
    await next();
  };

  const tooLarge = (c: Context) =>
    problem(c, 'tooLarge', { detail: `A file may have at most ${s.policy.maxUploadBytes / 1024 / 1024} MB.` });
  const limit = bodyLimit({ maxSize: s.policy.maxUploadBytes + MULTIPART_OVERHEAD, onError: tooLarge });

  const handle: Handler = async (c) => {
    const body = await c.req.parseBody().catch(() => undefined);
    const file = body?.file;
    if (!(file instanceof File)) return problem(c, 'malformed', { detail: 'Send the file in a part named "file"' });
    if (file.size > s.policy.maxUploadBytes) return tooLarge(c);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffType(bytes);
    // The form shows the detail to the visitor, whose file may well be named .png.
    if (!type)
      return problem(c, 'fileType', {
        detail: 'Its content is not a PDF, JPEG, PNG, WebP or HEIC file, whatever its name says.',
      });
    const id = newId('upl');
    const name = cleanFileName(file.name);
    const storedName = await s.files.save(bytes);
    try {
      await s.db.query(
        `INSERT INTO uploads (id, name, type, size, sha256, stored_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, type, bytes.byteLength, sha256(bytes), storedName, s.clock()],
      );
    } catch (error) {
      await s.files.remove(storedName);
      throw error;
    }
    s.log.info('uploaded', { upload: id, type, size: bytes.byteLength });
    return c.json({ upload: id, name, size: bytes.byteLength, type }, 201);
  };

  return [preflight, limit, handle];
}
