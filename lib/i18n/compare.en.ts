/** UI strings: the comparison tables. A slice of ./messages.en.ts that the comparison's
 * client island imports directly, so the browser gets only the strings it shows. */
export const compareEn = {
  choose: 'Choose products to compare',
  differencesOnly: 'Show differences only',
  feature: 'Feature',
  noDifferences: 'The selected products are the same in this group.',
  keepOne: 'At least one product stays selected.',
  noneChosen: 'No product is ticked, so the table shows them all.',
  comparing: (count: number) => `Comparing ${count} products`,
  table: (count: number) => `Specifications of ${count} products side by side`,
} as const;
