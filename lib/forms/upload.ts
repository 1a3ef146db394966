import { http } from '../http/client';
import { problemsOf, problemText, retryAfterSeconds, serviceUnavailable } from './answer';
import type { FileRefusal } from './file-check';

/** A file the forms service has stored for a form not sent yet: the form sends its `upload` id. */
export interface UploadedFile {
  upload: string;
  name: string;
  size: number;
  type: string;
}

export type UploadResult =
  | { kind: 'uploaded'; file: UploadedFile }
  /** Refused by the service: `message` is its own explanation when it gave one. */
  | { kind: 'refused'; reason: FileRefusal; message?: string }
  /** 429: too many uploads; try again after `seconds`. */
  | { kind: 'wait'; seconds?: number };

const isUploaded = (body: unknown): body is UploadedFile => {
  const file = body as Partial<UploadedFile> | null;
  return (
    typeof file?.upload === 'string' &&
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    typeof file.type === 'string'
  );
};

/** The forms service's answer to an upload: 201 with the stored file, 413 too large, 415 wrong type, 429, unavailable. */
export function readUploadAnswer(status: number, body: unknown, retryAfter?: string | null): UploadResult {
  if (status === 201 && isUploaded(body))
    return { kind: 'uploaded', file: { upload: body.upload, name: body.name, size: body.size, type: body.type } };
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfter);
    return seconds ? { kind: 'wait', seconds } : { kind: 'wait' };
  }
  if (serviceUnavailable(status)) return { kind: 'refused', reason: 'unavailable' };
  const reason = status === 413 ? 'too-large' : status === 415 ? 'wrong-type' : 'failed';
  const message = reason === 'failed' ? undefined : (problemsOf(body)[0]?.message ?? problemText(body));
  return message ? { kind: 'refused', reason, message } : { kind: 'refused', reason };
}

/** Uploads one file to `${endpoint}/uploads` (multipart, part `file`); never throws. */
export async function uploadFile(endpoint: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  try {
    const response = await http.raw(`${endpoint}/uploads`, { method: 'POST', body, ignoreResponseError: true });
    return readUploadAnswer(response.status, response._data, response.headers.get('Retry-After'));
  } catch {
    return { kind: 'refused', reason: 'failed' };
  }
}
