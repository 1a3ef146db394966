import type { FieldProblem } from '@/lib/forms/answer';
import type { FieldDef } from '@/lib/forms/form-kit';
import { fieldId } from './form-field';

/** The field a problem is about: `attachments.1` (one upload id) is the attachments field's. */
const fieldOf = (problem: FieldProblem) => problem.field.split('.')[0]!;

/**
 * Puts the forms service's refusals on the form's fields with its messages (which are the
 * browser's own rules' messages), the first one per field, and moves the focus to the first
 * refused field in the form's order. Returns the problems about no field of the form
 * (the Idempotency-Key, a field the form does not have), for the status line.
 */
export function placeProblems(
  problems: FieldProblem[],
  fields: readonly FieldDef[],
  instanceId: string,
  setError: (name: string, message: string) => void,
): FieldProblem[] {
  const names = new Set(fields.map((field) => field.name));
  const placed = new Map<string, string>();
  for (const problem of problems) {
    const name = fieldOf(problem);
    if (names.has(name) && !placed.has(name)) placed.set(name, problem.message);
  }
  for (const [name, message] of placed) setError(name, message);
  const first = fields.find((field) => placed.has(field.name));
  if (first) document.getElementById(fieldId(instanceId, first.name))?.focus();
  return problems.filter((problem) => !names.has(fieldOf(problem)));
}
