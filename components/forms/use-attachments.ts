'use client';

import { useEffect, useRef, useState } from 'react';
import { loadDraftFiles, saveDraftFiles } from '@/browser/form-draft';
import { FORM_UPLOADS } from '@/lib/forms/upload-limits';
import { checkFile, type FileRefusal } from '@/lib/forms/file-check';
import type { UploadedFile, UploadResult } from '@/lib/forms/upload';
import { formsEn } from '@/lib/i18n/forms.en';

const t = formsEn;

/** The upload request is a chunk of its own (with the HTTP client), like the form's sender. */
const loadUploader = () => import('@/lib/forms/upload');

/** A file on its way to the forms service. */
export interface PendingFile {
  id: number;
  name: string;
  size: number;
}

const MEGABYTES = FORM_UPLOADS.maxBytes / 1024 / 1024;

const WHY: Readonly<Record<FileRefusal, string>> = {
  'too-large': t.fileTooLarge(MEGABYTES),
  'wrong-type': t.fileWrongType,
  'too-many': t.fileTooMany(FORM_UPLOADS.maxFiles),
  unavailable: t.fileUnavailable,
  failed: t.fileFailed,
};

/** The sentence for a file the browser or the service did not take: the service's own words when it gave some. */
function refusalOf(name: string, result: Exclude<UploadResult, { kind: 'uploaded' }>): string {
  if (result.kind === 'wait') return t.fileRefused(name, t.fileWait(result.seconds));
  return result.message ? t.fileRefusedBy(name, result.message) : t.fileRefused(name, WHY[result.reason]);
}

/**
 * The files of a form's attachments field: each chosen file checked (count, type, size)
 * and uploaded at once to `${endpoint}/uploads`; the uploaded ones kept with the form's
 * draft, so a reload or a retry sends the same upload ids. `onChange` runs when the
 * visitor adds or removes files (the field's error is then out of date). `refused` says why a file was
 * not taken; `announcement` is the latest change, for the field's live status.
 */
export function useAttachments(instanceId: string, endpoint: string, enabled: boolean, onChange: () => void) {
  const [files, setFiles] = useState<readonly UploadedFile[]>([]);
  const [pending, setPending] = useState<readonly PendingFile[]>([]);
  const [refused, setRefused] = useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  // The counts the next choice is checked against, current between renders.
  const attached = useRef<readonly UploadedFile[]>([]);
  const uploading = useRef(0);
  const nextId = useRef(0);

  const keep = (next: readonly UploadedFile[]) => {
    attached.current = next;
    setFiles(next);
    saveDraftFiles(instanceId, next);
  };

  useEffect(() => {
    if (!enabled) return;
    attached.current = loadDraftFiles(instanceId);
    // Restored after mount, as the draft's values are (use-form-draft.ts).
    setFiles(attached.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form
  }, [instanceId]);

  const upload = async (file: File) => {
    const entry = { id: nextId.current++, name: file.name, size: file.size };
    uploading.current += 1;
    setPending((list) => [...list, entry]);
    setAnnouncement(t.fileUploading(file.name));
    const result = await loadUploader().then(
      ({ uploadFile }) => uploadFile(endpoint, file),
      () => ({ kind: 'refused', reason: 'failed' }) as const,
    );
    uploading.current -= 1;
    setPending((list) => list.filter((p) => p.id !== entry.id));
    if (result.kind === 'uploaded') {
      keep([...attached.current, result.file]);
      setAnnouncement(t.fileAttached(result.file.name));
    } else {
      const text = refusalOf(file.name, result);
      setRefused((list) => [...list, text]);
      setAnnouncement(text);
    }
  };

  /** Checks and uploads the chosen files; those refused at once are explained. */
  const add = (chosen: Iterable<File>) => {
    onChange();
    const refusals: string[] = [];
    for (const file of chosen) {
      const reason = checkFile(file, attached.current.length + uploading.current);
      if (reason) refusals.push(t.fileRefused(file.name, WHY[reason]));
      else void upload(file);
    }
    setRefused(refusals);
    if (refusals.length > 0) setAnnouncement(refusals.join(' '));
  };

  const remove = (upload: string) => {
    const file = attached.current.find((f) => f.upload === upload);
    onChange();
    keep(attached.current.filter((f) => f.upload !== upload));
    setRefused([]);
    if (file) setAnnouncement(t.fileRemoved(file.name));
  };

  /** After a send the service accepted: the list starts empty (the draft's files are cleared with it). */
  const reset = () => {
    attached.current = [];
    setFiles([]);
    setRefused([]);
  };

  return {
    files,
    pending,
    refused,
    announcement,
    add,
    remove,
    reset,
    /** Read when the form is sent, so a file that finished meanwhile counts. */
    ids: () => attached.current.map((file) => file.upload),
    names: () => attached.current.map((file) => file.name),
    uploading: () => uploading.current > 0,
  };
}
