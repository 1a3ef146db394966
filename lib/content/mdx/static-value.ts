/**
 * Reads the value of a JSX prop written as an expression (`items={[{ title: "A" }]}`)
 * without running it: only what a marketer writes in content is understood (text,
 * numbers, true/false/null, lists and `{ key: value }` objects), and the line of every
 * part is kept, so a problem deep inside a list is reported at its own line.
 */
interface EsNode {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

export class NotStaticError extends Error {
  constructor(readonly line: number | undefined) {
    super('must be written as plain values: text in quotes, numbers, true/false, [lists] and { key: value }');
  }
}

export interface StaticValue {
  value: unknown;
  /** Line of every part, keyed by its path (`items.0.title`); '' is the whole value. */
  lines: Map<string, number>;
}

const keyOf = (property: EsNode): string | undefined => {
  if (property.computed) return undefined;
  const key = property.key as EsNode;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number'))
    return String(key.value);
  return undefined;
};

function read(node: EsNode, path: string[], lines: Map<string, number>): unknown {
  const line = node.loc?.start.line;
  if (line !== undefined) lines.set(path.join('.'), line);
  switch (node.type) {
    case 'Literal':
      if (node.regex || typeof node.value === 'bigint') break;
      return node.value;
    case 'TemplateLiteral':
      if ((node.expressions as EsNode[]).length > 0) break;
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      break;
    case 'UnaryExpression': {
      const argument = node.argument as EsNode;
      if (
        (node.operator === '-' || node.operator === '+') &&
        argument.type === 'Literal' &&
        typeof argument.value === 'number'
      )
        return node.operator === '-' ? -argument.value : argument.value;
      break;
    }
    case 'ArrayExpression':
      return (node.elements as (EsNode | null)[]).map((element, i) => {
        if (!element || element.type === 'SpreadElement') throw new NotStaticError(element?.loc?.start.line ?? line);
        return read(element, [...path, String(i)], lines);
      });
    case 'ObjectExpression': {
      const result: Record<string, unknown> = {};
      for (const property of node.properties as EsNode[]) {
        const key =
          property.type === 'Property' && property.kind === 'init' && !property.method ? keyOf(property) : undefined;
        if (key === undefined) throw new NotStaticError(property.loc?.start.line ?? line);
        result[key] = read(property.value as EsNode, [...path, key], lines);
      }
      return result;
    }
  }
  throw new NotStaticError(line);
}

/** The value of an `mdxJsxAttributeValueExpression`'s estree program. */
export function staticValue(program: EsNode | undefined, fallbackLine: number): StaticValue {
  const lines = new Map<string, number>();
  const body = (program?.body as EsNode[] | undefined) ?? [];
  const statement = body[0];
  if (body.length !== 1 || statement?.type !== 'ExpressionStatement') throw new NotStaticError(fallbackLine);
  return { value: read(statement.expression as EsNode, [], lines), lines };
}
