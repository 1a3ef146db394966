import type { Rule } from './form-kit';

type PatternRule = Extract<Rule, { kind: 'pattern' }>;

/**
 * A pattern rule checked by hand, exactly as lib/forms/schema.ts has zod/mini check it
 * (trimmed, upper-cased if the rule says so, then the pattern). For the footer newsletter,
 * whose code should not load zod for one field. Returns the value to send or the message.
 */
export function checkPattern(
  rule: PatternRule,
  raw: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const trimmed = raw.trim();
  const value = rule.upperCase ? trimmed.toUpperCase() : trimmed;
  if (rule.optional && value === '') return { ok: true, value };
  return rule.pattern.test(value) ? { ok: true, value } : { ok: false, error: rule.message };
}
