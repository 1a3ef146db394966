'use client';
import type { FormFieldInputProps } from '@keystatic/core';
import { Button } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import { useRef, useState, type ComponentType } from 'react';

type Props = FormFieldInputProps<string | null> & {
  original: ComponentType<FormFieldInputProps<string | null>>;
  /** The folder of public/ the field picks from (`images`). */
  directory: string;
  extensions: string[];
};

/** In GitHub mode a file goes into the pull request with the entry, not into this checkout. */
const canUpload = !process.env.NEXT_PUBLIC_CMS_GITHUB_REPO;
const IMAGE_TYPES = new Set(['svg', 'png', 'jpg', 'jpeg', 'webp']);

/** `public/images/products/box.jpg` → `/images/products/box.jpg`. */
const sitePathOf = (value: string | null) => (value ? value.replace(/^public(?=\/)/, '') : undefined);

/**
 * A file field: the picker of the files that exist, a thumbnail of the chosen image, and
 * "Upload a new file…", which adds a file from the computer to public/ (beside the chosen
 * one, or in the field's folder) under a clean name and chooses it (cms/app/api/media).
 */
export function PublicFileInput({ original: Original, directory, extensions, ...props }: Props) {
  const picker = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string>();
  const sitePath = sitePathOf(props.value);
  const isImage = extensions.some((extension) => IMAGE_TYPES.has(extension));

  async function upload(file: File) {
    const folder = sitePath ? sitePath.slice(0, sitePath.lastIndexOf('/')) : `/${directory}`;
    setStatus(`Uploading ${file.name}…`);
    try {
      const response = await fetch(`/api/media?folder=${encodeURIComponent(folder)}`, {
        method: 'POST',
        body: file,
        headers: { 'X-File-Name': encodeURIComponent(file.name) },
      });
      const answer = (await response.json()) as { path: string } | { error: string };
      if ('error' in answer) return setStatus(`Not added: ${answer.error}`);
      props.onChange(`public${answer.path}`);
      setStatus(`Added ${answer.path}; it is saved with the entry.`);
    } catch (error) {
      setStatus(`Not added: the editor did not answer (${String(error)})`);
    }
  }

  return (
    <Flex direction="column" gap="regular">
      <Original {...props} />
      {isImage && sitePath ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of a file of public/, as it is
        <img
          src={`/api/media?path=${encodeURIComponent(sitePath)}`}
          alt={`Preview of ${sitePath}`}
          style={{
            maxWidth: 240,
            maxHeight: 140,
            objectFit: 'contain',
            alignSelf: 'start',
            border: '1px solid #d9d9d9',
          }}
        />
      ) : null}
      {canUpload ? (
        <Flex gap="regular" alignItems="center" wrap>
          <Button onPress={() => picker.current?.click()}>Upload a new file…</Button>
          <input
            ref={picker}
            type="file"
            hidden
            aria-label={`Upload a new file for ${props.value ? 'this field' : 'this field (none chosen)'}`}
            accept={extensions.map((extension) => `.${extension}`).join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          {status ? <Text role="status">{status}</Text> : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
