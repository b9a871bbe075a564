// The landing page's fixed column of profile links covers nothing at any desktop width: when it
// is fixed at the right edge, every piece of content (text as drawn, after its containers clip
// it, such as the scrolling banners' words; images; controls) ends clear of it. Below the
// width where it fits, the links sit in the page's flow instead.
import { expect, gotoHydrated, test } from '../e2e/fixtures';

/** Window widths around and above the width the column needs (1301px). */
const WIDTHS = [1280, 1300, 1301, 1366, 1440, 1920];
/** Content must end at least this far left of the column. */
const CLEARANCE = 8;

type Covered = { position: string; railLeft: number; covered: string[] };

/** Runs in the page: the column's position, and what reaches into its horizontal span. */
function coveredByRail(clearance: number): Covered {
  const rail = document.querySelector('nav[aria-label="Social profiles"] ul');
  if (!rail) throw new Error('no profile links on the page');
  const position = getComputedStyle(rail).position;
  const railBox = rail.getBoundingClientRect();
  const covered: string[] = [];
  if (position !== 'fixed') return { position, railLeft: railBox.left, covered };

  /** The part of a box its overflow-clipping ancestors leave visible. */
  const visible = (box: DOMRect, from: Element | null) => {
    let { left, right, top, bottom } = box;
    for (let el = from; el && el !== document.documentElement; el = el.parentElement) {
      if (getComputedStyle(el).overflowX === 'visible') continue;
      const clip = el.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return right > left && bottom > top ? { left, right } : null;
  };
  const reaches = (box: { left: number; right: number } | null) =>
    box !== null && box.right > railBox.left - clearance && box.left < railBox.right;

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || rail.contains(parent)) continue;
    if (parent.closest('[aria-hidden="true"]') && !parent.closest('[data-direction]')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of Array.from(range.getClientRects())) {
      if (reaches(visible(box, parent))) {
        covered.push(`text "${node.textContent.trim().slice(0, 40)}" ending at ${box.right}`);
        break;
      }
    }
  }
  // Informative images and controls (a decorative background, alt="", may pass under it).
  const content = 'img:not([alt=""]), [role="img"], video, button, input, textarea, select, a';
  for (const el of Array.from(document.querySelectorAll(content))) {
    if (rail.contains(el) || el.closest('header')) continue;
    if (reaches(visible(el.getBoundingClientRect(), el.parentElement)))
      covered.push(
        `${el.tagName.toLowerCase()} in #${el.closest('section[id]')?.id ?? '?'} ending at ${el.getBoundingClientRect().right}`,
      );
  }
  return { position, railLeft: railBox.left, covered };
}

test('the fixed profile column covers nothing at any desktop width', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of WIDTHS) {
    await test.step(`${width}px`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      const { position, covered } = await page.evaluate(coveredByRail, CLEARANCE);
      // The column is fixed only where it fits, and then everything ends clear of it.
      expect(position, 'fixed column from 1301px').toBe(width >= 1301 ? 'fixed' : 'static');
      expect(covered, 'content reaching under the fixed column').toEqual([]);
    });
  }
});
