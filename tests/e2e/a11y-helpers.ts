import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA (axe has no separate wcag22a tag). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe ships some WCAG A/AA rules as "experimental", off unless named: among them
 * label-content-name-mismatch (2.5.3 Label in Name), p-as-heading and td-has-header.
 * Every one of them runs here, wherever axeViolations is called.
 */
const EXPERIMENTAL_WCAG_RULES = axe
  .getRules(['experimental'])
  .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
  .map((rule) => rule.ruleId);

/**
 * axe violations as short lines "rule: target — summary", readable in a failed assertion.
 * axe runs in the page itself (legacy mode): the default runs it in parts and joins them
 * in a second, blank page per call, which costs about a third more for a site whose frames
 * (a YouTube player, only after a click) are few. Only violations are reported in full:
 * the passes' nodes, unread here, would cross to the test process on every call.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  let builder = new AxeBuilder({ page })
    .options({ rules, resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
    ),
  );
}
