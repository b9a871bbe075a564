/**
 * axe over a Playwright page, reported as one line per violated rule naming the elements.
 * Used by the page checks (a whole page, or an open modal dialog) and by the story runner
 * (a component in Storybook's root).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Rules about a whole document: one <main>, an <h1>, all content in landmarks, a skip link.
 * They do not apply to part of a page (a component on its own, or a dialog checked apart from
 * the page behind it).
 */
export const DOCUMENT_RULES = ['landmark-one-main', 'page-has-heading-one', 'region', 'bypass'];

export type AxeScope = {
  /** Check only inside this selector, without the document rules. */
  include?: string;
  /** Only what a colour mode can change: the colour-contrast rule. */
  coloursOnly?: boolean;
};

/** Every axe violation, whatever its impact, one line per rule with the elements it names. */
export async function axeViolations(
  page: Page,
  { include, coloursOnly = false }: AxeScope = {},
): Promise<string[]> {
  // Only violations are gathered in full: far faster on a long page, and all this reports.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include).disableRules(DOCUMENT_RULES);
  if (coloursOnly) builder = builder.withRules(['color-contrast']);
  const { violations } = await builder.analyze();
  return violations.map((v) => {
    const nodes = v.nodes.slice(0, 8).map((n) => {
      const detail = [...n.any, ...n.all, ...n.none][0]?.message;
      const html = n.html.replace(/\s+/g, ' ');
      const tag = html.length > 70 ? `${html.slice(0, 69)}…` : html;
      return `${n.target.join(' ')} ${tag}${detail ? ` (${detail})` : ''}`;
    });
    const more = v.nodes.length > 8 ? `, … and ${v.nodes.length - 8} more` : '';
    return `${v.id} (${v.impact}): ${v.help} — ${nodes.join('; ')}${more}`;
  });
}
