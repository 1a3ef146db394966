/**
 * Content tables of three or more columns are too wide for a phone: they get the class
 * `table-stack` (styles/_content.scss), which there stacks each row, and every body cell
 * gets its column's heading as `data-label`, shown above the value. Narrower tables and
 * tables without a header row are left as they are.
 */
const STACK_FROM_COLUMNS = 3;

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const elements = (node: HastNode, tagName: string) =>
  (node.children ?? []).filter((child) => child.type === 'element' && child.tagName === tagName);

const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

function labelTable(table: HastNode) {
  const headerRow = elements(table, 'thead').flatMap((head) => elements(head, 'tr'))[0];
  if (!headerRow) return;
  const labels = elements(headerRow, 'th').map((cell) => textOf(cell).trim());
  if (labels.length < STACK_FROM_COLUMNS) return;
  const classes = table.properties?.className;
  table.properties = { ...table.properties, className: [...(Array.isArray(classes) ? classes : []), 'table-stack'] };
  for (const row of elements(table, 'tbody').flatMap((body) => elements(body, 'tr'))) {
    elements(row, 'td').forEach((cell, column) => {
      const label = labels[column];
      if (label) cell.properties = { ...cell.properties, dataLabel: label };
    });
  }
}

function visit(node: HastNode) {
  if (node.type === 'element' && node.tagName === 'table') labelTable(node);
  node.children?.forEach(visit);
}

export function rehypeTableLabels() {
  return (tree: HastNode) => visit(tree);
}
