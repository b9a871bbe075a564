import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import * as stories from '../../stories/Skills.stories';
import { skillMarks } from '../../stories/fixtures/skillMarks';
import { contrastRatio, csharpMark, markColors, socialBrands, type Brand } from '../../ui';
import { dark, light } from '../../ui/theme/modes';

const { Default } = composeStories(stories);

/** The path a mark draws (the stories draw the sample skills' marks inline). */
function drawnPath(mark: Element): string | null {
  return mark.querySelector('path')?.getAttribute('d') ?? null;
}

describe('brand marks', () => {
  it('shows a brand mark, not a letter placeholder, on each of the 24 skills', () => {
    render(<Default />);
    const badges = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(badges).toHaveLength(24);
    for (const badge of badges) {
      // The marks are decorative SVG (aria-hidden), so there is no role to query them by.
      // eslint-disable-next-line testing-library/no-node-access
      const mark = badge.querySelector('svg[data-brand]');
      expect(mark).not.toBeNull();
      expect(drawnPath(mark!)?.length).toBeGreaterThan(40);
      // The name is the badge's text; the mark itself is hidden from assistive technology.
      expect(mark).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws every mark at 3:1 or more against the card in both colour modes', () => {
    const all: [string, Brand][] = [
      ...Object.entries(skillMarks),
      ['csharp', csharpMark] as [string, Brand],
      ...Object.entries(socialBrands),
    ];
    for (const [name, brand] of all) {
      const colors = markColors(brand);
      expect([name, contrastRatio(colors.light, light.surface) >= 3]).toEqual([name, true]);
      expect([name, contrastRatio(colors.dark, dark.surface) >= 3]).toEqual([name, true]);
    }
  });

  it("keeps a brand's own colour where it already stands out, and adjusts the ones that vanish", () => {
    expect(markColors(skillMarks.typescript!).light).toBe('#3178c6');
    // Next.js is black: kept on a white card, lightened on a dark one.
    expect(markColors(skillMarks.nextdotjs!).light).toBe('#000000');
    expect(markColors(skillMarks.nextdotjs!).dark).not.toBe('#000000');
    // Linux is yellow: darkened on a white card.
    expect(markColors(skillMarks.linux!).light).not.toBe('#fcc624');
  });

  it('gives the same contrast ratio WCAG does for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
