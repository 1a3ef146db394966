import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/**
 * YAML read with the `yaml` package's YAML 1.2 core schema, so `2025-02-30` stays the text
 * the marketer wrote (js-yaml, behind gray-matter, turned it into a Date that rolls over to
 * 2 March) and the date schema can judge it. Keeps the source positions, so a problem is
 * reported at the line of its field.
 */
export interface YamlSource {
  data: unknown;
  /** Line (1-based, in the whole file) of the field at `path`, or of its nearest parent. */
  lineOf: (path: readonly PropertyKey[]) => number;
}

export interface YamlError {
  line: number;
  message: string;
}

/** `firstLine` is the file line where the YAML text starts (2 for MDX frontmatter). */
export function parseYamlSource(text: string, firstLine = 1): YamlSource | YamlError {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, uniqueKeys: true });
  const lineAt = (offset: number) => counter.linePos(offset).line + firstLine - 1;
  const [error] = doc.errors;
  if (error) {
    const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { line: lineAt(error.pos[0]), message: `is not valid YAML: ${reason}` };
  }
  const lineOf = (path: readonly PropertyKey[]): number => {
    let node: unknown = doc.contents;
    let line = firstLine;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(key),
        );
        if (!pair) break;
        const keyNode = pair.key as Node;
        if (keyNode.range) line = lineAt(keyNode.range[0]);
        node = pair.value;
      } else if (isSeq(node)) {
        const item = node.items[Number(key)] as Node | undefined;
        if (!item?.range) break;
        line = lineAt(item.range[0]);
        node = item;
      } else break;
    }
    return line;
  };
  return { data: doc.toJS() ?? {}, lineOf };
}
