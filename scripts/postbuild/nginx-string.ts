/** A value as an nginx config string: double-quoted, with `"`, `\` and `$` (variables) escaped. */
export const nginxString = (value: string) => `"${value.replace(/["\\$]/g, (c) => `\\${c}`)}"`;
