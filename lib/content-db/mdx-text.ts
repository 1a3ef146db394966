/**
 * Plain text of an MDX body for full-text search: Markdown syntax, imports and JSX tags
 * go, the words between tags stay. String props that read as copy (title, text, label)
 * are kept too, so a Callout's title is searchable. A backslash escape (`\~19 h`, as the
 * editor writes a literal ~) is the character it escapes.
 */
const COPY_PROPS = /\b(?:title|text|label|caption)="([^"]*)"/g;

export function mdxToText(source: string): string {
  return source
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/<[A-Za-z][^>]*>/g, (tag) => ` ${[...tag.matchAll(COPY_PROPS)].map((m) => m[1]).join(' ')} `)
    .replace(/<\/[A-Za-z][^>]*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[|*_`~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
