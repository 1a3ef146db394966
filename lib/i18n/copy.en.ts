/** UI strings: the checksum copy button. A slice of ./downloads.en.ts that its island
 * imports directly, so the browser gets only the strings it shows. */
export const copyEn = {
  label: 'Copy',
  copied: 'Checksum copied to the clipboard',
  failed: 'Could not copy; select the checksum and copy it by hand',
  labelFor: (fileName: string) => `Copy the SHA-256 checksum of ${fileName}`,
} as const;
