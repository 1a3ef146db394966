/** "Clonewave Box Pro", or "Clonewave Box Pro — Bundle with WaveDrive Go 1 TB" when there is a choice. */
export function variantLabel(productName: string, variantName: string, variantCount: number): string {
  return variantCount > 1 ? `${productName} — ${variantName}` : productName;
}
