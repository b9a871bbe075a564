// Layout checks of a page as a visitor sees it, each naming the offending element: horizontal
// scroll, fixed or sticky elements over content, words broken inside, images that did not load,
// small targets, missing focus indicators, and every axe violation. `layoutProblems` returns
// what it found; `checkLayout` turns each check into a soft assertion, so one run reports all.
import { expect, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { loadAllImages } from '../support/loadAllImages';

export const CHECKS = [
  'horizontal scroll',
  'fixed or sticky over content',
  'word broken inside',
  'image not loaded',
  'target smaller than 24x24',
  'no visible focus indicator',
  'axe',
] as const;

export type Check = (typeof CHECKS)[number];
export type LayoutProblems = Record<Check, string[]>;

export type LayoutOptions = {
  /** Run axe (default true). The checker's own tests turn it off where it is not the subject. */
  axe?: boolean;
  /**
   * Only what a colour mode can change (default false): axe's colour-contrast rule, no geometry.
   * Both themes share one layout (the dark theme swaps CSS colour variables), so the suite runs
   * every check in light and this in dark.
   */
  coloursOnly?: boolean;
  /** How long images may take to load after the page was scrolled through (default 5 s). */
  imageTimeoutMs?: number;
};

/** The most findings one check lists; the rest are counted. */
const MAX_LISTED = 25;

/** The checks that run inside the page (all but axe), in one evaluate. */
type DomReport = Omit<LayoutProblems, 'axe' | 'no visible focus indicator'>;

/**
 * Scrolls through the page and inspects it. Runs in the browser: everything it uses is
 * declared inside.
 */
async function inspectPage({
  imageTimeoutMs,
  maxListed,
}: {
  imageTimeoutMs: number;
  maxListed: number;
}): Promise<DomReport> {
  const round = (n: number) => Math.round(n);
  const snippet = (text: string, max = 40) => {
    const t = text.replace(/\s+/g, ' ').trim();
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
  };
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (el: Element) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  /** tag#id.class [aria-label] "text" (in #section) x,y wxh, in page coordinates. */
  const describe = (
    el: Element,
    rect: DOMRect | null = el.getBoundingClientRect(),
    withText = true,
  ) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += `#${el.id}`;
    const classes = Array.from(el.classList).slice(0, 3);
    if (classes.length) s += `.${classes.join('.')}`;
    const label = el.getAttribute('aria-label');
    if (label) s += ` [aria-label="${snippet(label)}"]`;
    const text = withText ? snippet(el.textContent ?? '') : '';
    if (text) s += ` "${text}"`;
    if (el instanceof HTMLImageElement) {
      s += ` [alt="${snippet(el.alt)}"]`;
      const src = (el.currentSrc || el.getAttribute('src')) ?? '';
      s += ` src="${src.length > 80 ? `${src.slice(0, 79)}…` : src}"`;
    }
    const section = el.parentElement?.closest('[id]');
    if (section) s += ` in #${section.id}`;
    if (rect) {
      // A fixed element is placed in the viewport; anything else in the page.
      if (style(el).position === 'fixed') s += ` fixed at ${round(rect.left)},${round(rect.top)}`;
      else s += ` at ${round(rect.left + window.scrollX)},${round(rect.top + window.scrollY)}`;
      s += ` ${round(rect.width)}x${round(rect.height)}`;
    }
    return s;
  };
  const listed = (items: string[]) =>
    items.length > maxListed
      ? [...items.slice(0, maxListed), `… and ${items.length - maxListed} more`]
      : items;

  /** Shown at all: rendered, not visibility:hidden (and, when asked, not transparent). */
  const shown = (el: Element, opacity = true) =>
    el.checkVisibility({ opacityProperty: opacity, visibilityProperty: true });

  type Box = { left: number; top: number; right: number; bottom: number };
  /**
   * What is left of `rect` (viewport coordinates) once every ancestor that clips its overflow
   * has cut it, or null when nothing is. Starts at `from` (the element itself for text, whose
   * own box clips it; the parent for an element).
   */
  const clipped = (from: Element | null, rect: Box): Box | null => {
    // Copied field by field: a DOMRect's sides are getters, which spreading would lose.
    const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    for (let a = from; a && a !== document.documentElement; a = a.parentElement) {
      const s = style(a);
      if (a !== document.body && (s.overflowX !== 'visible' || s.overflowY !== 'visible')) {
        const r = a.getBoundingClientRect();
        if (s.overflowX !== 'visible') {
          box.left = Math.max(box.left, r.left);
          box.right = Math.min(box.right, r.right);
        }
        if (s.overflowY !== 'visible') {
          box.top = Math.max(box.top, r.top);
          box.bottom = Math.min(box.bottom, r.bottom);
        }
      }
      if ((s.position === 'absolute' || s.position === 'fixed') && s.clip !== 'auto') {
        const empty = /rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(s.clip);
        if (empty) return null;
      }
      if (s.position === 'fixed') break;
    }
    return box.left <= box.right && box.top <= box.bottom ? box : null;
  };
  const area = (b: Box | null) => (b ? (b.right - b.left) * (b.bottom - b.top) : 0);
  /** Visible to a sighted visitor: shown, and not cut away by a clipping ancestor. */
  const visibleBox = (el: Element, rect = el.getBoundingClientRect()) =>
    shown(el) ? clipped(el.parentElement, rect) : null;

  const root = document.scrollingElement ?? document.documentElement;
  const viewportWidth = root.clientWidth;
  const problems: DomReport = {
    'horizontal scroll': [],
    'fixed or sticky over content': [],
    'word broken inside': [],
    'image not loaded': [],
    'target smaller than 24x24': [],
  };

  // A dialog on screen: the page behind it is out of reach, so only the dialog is checked.
  const dialogs = Array.from(
    document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]',
    ),
  ).filter((d) => shown(d) && area(d.getBoundingClientRect()) > 0);
  const inScope = (el: Element) => dialogs.length === 0 || dialogs.some((d) => d.contains(el));
  // Popups a control has opened (a menu, a listbox): covering the page is what they are for.
  const popups = new Set<Element>(
    document.querySelectorAll('[role="menu"], [role="listbox"], [role="tooltip"]'),
  );
  for (const opener of document.querySelectorAll('[aria-expanded="true"][aria-controls]')) {
    for (const id of (opener.getAttribute('aria-controls') ?? '').split(/\s+/)) {
      const popup = id && document.getElementById(id);
      if (popup) popups.add(popup);
    }
  }
  const inPopup = (el: Element) => Array.from(popups).some((p) => p.contains(el));

  // 1. Horizontal scroll: name the outermost elements that reach past the viewport, and the
  // innermost ones inside them that reach as far (usually what pushes the rest out).
  if (root.scrollWidth > root.clientWidth) {
    const outside = (el: Element) => {
      if (!shown(el, false)) return false;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const left = r.left + window.scrollX;
      const right = r.right + window.scrollX;
      return right > viewportWidth + 0.5 || left < -0.5;
    };
    /** Overflow a clipping ancestor hides does not scroll the page. */
    const clippedAway = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (style(a).overflowX !== 'visible') return true;
        if (style(a).position === 'fixed') return false;
      }
      return false;
    };
    const over = Array.from(document.body.querySelectorAll('*')).filter(
      (el) => outside(el) && !clippedAway(el),
    );
    const overSet = new Set(over);
    const culprits = over
      .filter((el) => !el.parentElement || !overSet.has(el.parentElement))
      .map((outer) => {
        // An icon that is pushed out is named by the control it is in.
        const leaves = Array.from(
          new Set(
            over
              .filter(
                (el) =>
                  el !== outer &&
                  outer.contains(el) &&
                  !Array.from(el.children).some((c) => overSet.has(c)),
              )
              .map((el) => el.closest('a, button, [role="button"], input, select, textarea') ?? el),
          ),
        )
          .slice(0, 3)
          .map((el) => describe(el));
        return leaves.length
          ? `${describe(outer)}, reaching out: ${leaves.join('; ')}`
          : describe(outer);
      });
    problems['horizontal scroll'].push(
      `the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`,
      ...listed(culprits),
    );
  }

  // 2. Fixed or sticky elements over text or controls, checked along the whole page.
  const layered: Element[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const position = style(el).position;
    if (position === 'fixed' || position === 'sticky') layered.push(el);
  }
  const layeredSet = new Set(layered);
  /** The outermost fixed or sticky element around `el` (itself included), if any. */
  const layerOf = (el: Element) => {
    let found: Element | null = null;
    for (let a: Element | null = el; a; a = a.parentElement) if (layeredSet.has(a)) found = a;
    return found;
  };

  const SKIP_TEXT = 'script, style, noscript, template, textarea, title, desc, option';
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n as Text;
    const parent = text.parentElement;
    if (!parent || !/\S/.test(text.data) || parent.closest(SKIP_TEXT)) continue;
    if (!inScope(parent) || !shown(parent)) continue;
    texts.push(text);
  }
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
  const controls = Array.from(document.querySelectorAll(CONTROLS)).filter(
    (el) => inScope(el) && !el.closest('[inert]'),
  );

  /** Words as the checks see them: split at white space and after hyphens and dashes. */
  const WORD = /[^\s‐–—-]+[‐–—-]?/g;
  type Target = { el: Element; name: () => string; boxes: () => DOMRect[] };
  const targets: Target[] = [
    // Text is sampled word by word, so a word half under a floating element is found too.
    ...texts.map((text) => ({
      el: text.parentElement!,
      name: () => `text "${snippet(text.data)}" in ${describe(text.parentElement!, null, false)}`,
      boxes: () =>
        Array.from(text.data.matchAll(WORD), (match) => {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          return range.getClientRects()[0] ?? new DOMRect();
        }),
    })),
    ...controls.map((el) => ({
      el,
      name: () => describe(el, null),
      boxes: () => [el.getBoundingClientRect()],
    })),
  ];
  // A bar along the top or bottom edge (a header, a cookie bar) hides only what scrolls under
  // it: that is a defect where something can never be scrolled out from under it. Any other
  // fixed or sticky element (a floating column, a badge) over content is a defect wherever.
  type Seen = { uncovered: boolean; underBar?: string; underFloating?: string };
  const seen = new Map<string, Seen>();
  const nextFrame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
  const viewportHeight = window.innerHeight;
  const isBar = (layer: Element) => {
    const r = layer.getBoundingClientRect();
    return r.width >= viewportWidth * 0.9 && (r.top <= 1 || r.bottom >= viewportHeight - 1);
  };
  // Half a viewport at a time finds what never leaves a bar; a floating element covers only a
  // band of the viewport, so the page moves by half its height at most, or a line could pass
  // it between two looks. Frames (for what scroll listeners change) every half viewport.
  const frameStep = Math.max(100, Math.floor(viewportHeight / 2));
  const floatingHeights = layered
    .filter((el) => style(el).position === 'fixed' && shown(el) && !isBar(el))
    .map((el) => el.getBoundingClientRect().height)
    .filter((h) => h >= 24);
  const step = Math.max(40, Math.min(frameStep, Math.floor(Math.min(...floatingHeights) / 2)));
  const maxY = Math.max(0, root.scrollHeight - viewportHeight);
  const startY = window.scrollY;
  let framedAt = -Infinity;
  for (let y = 0; ; y = Math.min(maxY, y + step)) {
    window.scrollTo({ top: y, left: 0, behavior: 'instant' });
    if (y - framedAt >= frameStep || y >= maxY) {
      await nextFrame();
      await nextFrame();
      framedAt = y;
    }
    targets.forEach((target, t) => {
      // Far from the viewport (and not in a fixed or sticky layer that moves with it): skip.
      const near = target.el.getBoundingClientRect();
      if ((near.bottom < 0 || near.top > viewportHeight) && !layerOf(target.el)) return;
      target.boxes().forEach((rect, i) => {
        const x = rect.left + rect.width / 2;
        const yc = rect.top + rect.height / 2;
        if (rect.width < 2 || rect.height < 2) return;
        if (x < 0 || yc < 0 || x >= viewportWidth || yc >= viewportHeight) return;
        if (area(clipped(target.el, rect)) < 2) return;
        const hit = document.elementFromPoint(x, yc);
        if (!hit) return;
        const key = `${t}:${i}`;
        const entry = seen.get(key) ?? { uncovered: false };
        seen.set(key, entry);
        const layer = layerOf(hit);
        if (layer && !layer.contains(target.el) && !inPopup(hit)) {
          const where = `${describe(layer)}, at ${round(x)},${round(yc + window.scrollY)}`;
          if (isBar(layer)) entry.underBar ??= where;
          else entry.underFloating ??= where;
        } else {
          entry.uncovered = true;
        }
      });
    });
    if (y >= maxY) break;
  }
  const covered = new Map<number, string>();
  for (const [key, entry] of seen) {
    const t = Number(key.split(':')[0]);
    if (covered.has(t)) continue;
    const target = targets[t]!;
    if (entry.underFloating) covered.set(t, `${target.name()} is under ${entry.underFloating}`);
    else if (entry.underBar && !entry.uncovered)
      covered.set(t, `${target.name()} is under ${entry.underBar} at every scroll position`);
  }
  problems['fixed or sticky over content'].push(...listed(Array.from(covered.values())));

  // 3. Words broken inside: a word (split at spaces and hyphens) whose letters sit on two lines.
  const broken: string[] = [];
  for (const text of texts) {
    for (const match of text.data.matchAll(WORD)) {
      if (match[0].length < 2) continue;
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      if (rects.length < 2) continue;
      const tops = rects.map((r) => r.top);
      const lineHeight = Math.min(...rects.map((r) => r.height));
      if (Math.max(...tops) - Math.min(...tops) < lineHeight / 2) continue;
      if (area(clipped(text.parentElement, rects[0]!)) < 2) continue;
      // Where it breaks: the first letter on a lower line than the first.
      let cut = match[0].length;
      for (let i = 1; i < match[0].length; i += 1) {
        const letter = document.createRange();
        letter.setStart(text, match.index + i);
        letter.setEnd(text, match.index + i + 1);
        const r = letter.getClientRects()[0];
        if (r && r.top - rects[0]!.top >= lineHeight / 2) {
          cut = i;
          break;
        }
      }
      broken.push(
        `"${match[0].slice(0, cut)}/${match[0].slice(cut)}" in ${describe(text.parentElement!)}`,
      );
    }
  }
  problems['word broken inside'].push(...listed(broken));

  // 4. Images and video posters: shown ones have loaded and have a box (lazy ones were
  // requested while scrolling through).
  const images = Array.from(document.images).filter(
    (img) =>
      inScope(img) && shown(img, false) && clipped(img.parentElement, img.getBoundingClientRect()),
  );
  const deadline = Date.now() + imageTimeoutMs;
  while (images.some((img) => !img.complete) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  const unloaded: string[] = [];
  for (const img of images) {
    const r = img.getBoundingClientRect();
    if (!img.complete)
      unloaded.push(`${describe(img, r)} has not loaded after ${imageTimeoutMs} ms`);
    else if (img.naturalWidth === 0) unloaded.push(`${describe(img, r)} failed to load`);
    else if (r.width < 1 || r.height < 1) unloaded.push(`${describe(img, r)} has no box`);
  }
  const videos = Array.from(document.querySelectorAll('video')).filter(
    (v) => inScope(v) && shown(v, false) && clipped(v.parentElement, v.getBoundingClientRect()),
  );
  for (const video of videos) {
    const r = video.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) unloaded.push(`${describe(video, r)} has no box`);
    const poster = video.getAttribute('poster');
    if (!poster) continue;
    const probe = new Image();
    const loaded = await new Promise<boolean>((done) => {
      probe.onload = () => done(probe.naturalWidth > 0);
      probe.onerror = () => done(false);
      try {
        probe.src = new URL(poster, document.baseURI).href;
      } catch {
        done(false);
      }
    });
    if (!loaded) unloaded.push(`${describe(video, r)}: its poster ${poster} did not load`);
  }
  problems['image not loaded'].push(...listed(unloaded));

  // 5. Targets at least 24x24 (WCAG 2.5.8), except links inside a line of text.
  const blockOf = (el: Element) => {
    let a = el.parentElement;
    while (a && style(a).display.startsWith('inline')) a = a.parentElement;
    return a;
  };
  const small: string[] = [];
  for (const el of controls) {
    if ((el as HTMLButtonElement).disabled) continue;
    const r = el.getBoundingClientRect();
    if (area(visibleBox(el, r)) < 1) continue;
    if (r.width >= 24 - 0.01 && r.height >= 24 - 0.01) continue;
    if (style(el).display === 'inline') {
      const own = snippet(el.textContent ?? '', 1e6);
      const block = snippet(blockOf(el)?.textContent ?? '', 1e6);
      if (block.length > own.length) continue;
    }
    small.push(`${describe(el, r)} is ${round(r.width)}x${round(r.height)}`);
  }
  problems['target smaller than 24x24'].push(...listed(small));

  window.scrollTo({ top: startY, left: 0, behavior: 'instant' });
  return problems;
}

/**
 * Focuses every keyboard-reachable control as the keyboard would (`:focus-visible`) and lists
 * those where no outline, box shadow or border changes: on the control, its ::before/::after,
 * its children or its ancestors up to three levels (a ring drawn by :focus-within on a field
 * or a card counts). Transitions are switched off meanwhile, so the focused style is read as
 * it ends, not as it starts.
 */
function inspectFocus({ maxListed }: { maxListed: number }): string[] {
  const snippet = (text: string, max = 40) => {
    const t = text.replace(/\s+/g, ' ').trim();
    return t.length > max ? `${t.slice(0, max - 1)}…` : t;
  };
  const describe = (el: Element) => {
    let s = el.tagName.toLowerCase();
    if (el.id) s += `#${el.id}`;
    const classes = Array.from(el.classList).slice(0, 3);
    if (classes.length) s += `.${classes.join('.')}`;
    const label = el.getAttribute('aria-label');
    if (label) s += ` [aria-label="${snippet(label)}"]`;
    const text = snippet(el.textContent ?? '');
    if (text) s += ` "${text}"`;
    const section = el.parentElement?.closest('[id]');
    if (section) s += ` in #${section.id}`;
    const r = el.getBoundingClientRect();
    s += ` at ${Math.round(r.left + window.scrollX)},${Math.round(r.top + window.scrollY)}`;
    return `${s} ${Math.round(r.width)}x${Math.round(r.height)}`;
  };
  const transparent = (color: string) =>
    color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color) || / \/ 0\)$/.test(color);
  /** The parts of a style that can draw a focus indicator, visible ones only. */
  const ring = (el: Element, pseudo: string | null) => {
    const s = getComputedStyle(el, pseudo);
    const parts: string[] = [];
    if (
      s.outlineStyle !== 'none' &&
      s.outlineStyle !== 'hidden' &&
      parseFloat(s.outlineWidth) > 0 &&
      !transparent(s.outlineColor)
    )
      parts.push(
        `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} ${s.outlineOffset}`,
      );
    if (s.boxShadow !== 'none') parts.push(`shadow ${s.boxShadow}`);
    for (const side of ['Top', 'Right', 'Bottom', 'Left'] as const) {
      const width = s.getPropertyValue(`border-${side.toLowerCase()}-width`);
      const color = s.getPropertyValue(`border-${side.toLowerCase()}-color`);
      const kind = s.getPropertyValue(`border-${side.toLowerCase()}-style`);
      if (parseFloat(width) > 0 && kind !== 'none' && !transparent(color))
        parts.push(`border-${side} ${kind} ${width} ${color}`);
    }
    return parts.join('; ');
  };
  const around = (el: Element) => {
    const parts: string[] = [];
    for (const [node, pseudo] of [
      [el, null],
      [el, '::before'],
      [el, '::after'],
      // A ring on a wrapper (:focus-within on a field or a card) counts.
      ...[
        el.parentElement,
        el.parentElement?.parentElement,
        el.parentElement?.parentElement?.parentElement,
      ]
        .filter((a): a is HTMLElement => !!a)
        .map((a) => [a, null] as const),
      ...Array.from(el.children).map((c) => [c, null] as const),
    ] as const) {
      parts.push(ring(node, pseudo));
    }
    return parts.join(' | ');
  };

  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const dialogs = Array.from(
    document.querySelectorAll(
      '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]',
    ),
  ).filter((d) => shown(d));
  const inScope = (el: Element) => dialogs.length === 0 || dialogs.some((d) => d.contains(el));
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';
  const missing: string[] = [];
  const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter((el) => {
    if (!inScope(el) || el.closest('[inert]') || !shown(el)) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || (el as HTMLButtonElement).disabled) return false;
    // A role="button" that is not a native control needs a tabindex to be reached at all.
    if (el.tabIndex < 0 && el.getAttribute('role') === 'button' && !el.hasAttribute('tabindex'))
      missing.push(`${describe(el)} cannot be reached with the keyboard (no tabindex)`);
    return el.tabIndex >= 0;
  });

  const noTransitions = document.createElement('style');
  noTransitions.textContent =
    '*, *::before, *::after { transition: none !important; animation: none !important; }';
  document.head.append(noTransitions);
  const { scrollX, scrollY } = window;
  try {
    (document.activeElement as HTMLElement | null)?.blur?.();
    for (const el of controls) {
      const before = around(el);
      el.focus({ preventScroll: true, focusVisible: true } as FocusOptions);
      if (document.activeElement !== el) {
        missing.push(`${describe(el)} cannot be focused`);
        continue;
      }
      const after = around(el);
      el.blur();
      if (after === before) missing.push(`${describe(el)}: no outline, shadow or border change`);
    }
  } finally {
    noTransitions.remove();
    window.scrollTo({ top: scrollY, left: scrollX, behavior: 'instant' });
  }
  return missing.length > maxListed
    ? [...missing.slice(0, maxListed), `… and ${missing.length - maxListed} more`]
    : missing;
}

/** axe over the page, or only inside a modal dialog when one is open. */
async function pageAxe(page: Page, coloursOnly: boolean): Promise<string[]> {
  // A modal dialog on screen: the page behind it is inert and was checked on its own, and the
  // rules about the whole document stay with the page's own test (scoped to a dialog, axe
  // would apply them to a frame inside it: the PDF).
  const modal = '[role="dialog"][aria-modal="true"]';
  const include = (await page.locator(modal).count()) === 1 ? modal : undefined;
  // Colours as they settle: a theme switch fades backgrounds (colour fades stay under reduced
  // motion) while text colours change at once, and axe caught a button half-way through.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return axeViolations(page, { include, coloursOnly });
}

/** Runs every check on the page as it is now and returns what each found (empty lists: fine). */
export async function layoutProblems(
  page: Page,
  { axe = true, coloursOnly = false, imageTimeoutMs = 5000 }: LayoutOptions = {},
): Promise<LayoutProblems> {
  if (coloursOnly) {
    // No scroll-through here, so images below the fold are fetched now for the screenshot.
    await page.evaluate(loadAllImages, imageTimeoutMs);
    const none = Object.fromEntries(CHECKS.map((check) => [check, []])) as unknown;
    return { ...(none as LayoutProblems), axe: axe ? await pageAxe(page, true) : [] };
  }
  const dom = await page.evaluate(inspectPage, { imageTimeoutMs, maxListed: MAX_LISTED });
  const focus = await page.evaluate(inspectFocus, { maxListed: MAX_LISTED });
  return {
    ...dom,
    'no visible focus indicator': focus,
    axe: axe ? await pageAxe(page, false) : [],
  };
}

/**
 * Asserts every check (softly: the test goes on to its screenshot and fails at the end), each
 * failure naming the elements: tag#id.classes, label or text, page position and size.
 */
export async function checkLayout(page: Page, options?: LayoutOptions): Promise<void> {
  const problems = await layoutProblems(page, options);
  for (const check of CHECKS) {
    expect.soft(problems[check], check).toEqual([]);
  }
}
