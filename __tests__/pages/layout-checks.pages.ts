// The layout checker against small pages made to break one rule each: every check must find its
// defect and name the element, and a clean page must pass them all. No server needed.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { CHECKS, layoutProblems, type Check } from './layout';

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * A plain, accessible page around `body` at 375 px, served from a made-up origin: /dot.png is
 * a 1x1 image, any other path answers 404.
 */
async function render(page: Page, body: string, css = '') {
  await page.setViewportSize({ width: 375, height: 600 });
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Checker fixture</title>
    <style>
      body { margin: 0; font: 16px/1.5 sans-serif; color: #111; background: #fff; }
      main { padding: 16px; }
      a, button { display: inline-block; min-width: 24px; min-height: 24px; }
      :focus-visible { outline: 2px solid #1a4fd6; outline-offset: 2px; }
      ${css}
    </style>
  </head>
  <body><main><h1>Checker fixture</h1>${body}</main></body>
</html>`;
  await page.route('http://checker.test/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    if (pathname === '/dot.png') return route.fulfill({ contentType: 'image/png', body: PNG_1x1 });
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('http://checker.test/');
}

/** Runs the checker (axe only where a test asks) and returns one check's findings. */
async function found(page: Page, check: Check) {
  const problems = await layoutProblems(page, { axe: check === 'axe', imageTimeoutMs: 1500 });
  return problems[check];
}

/** Every check except `check` finds nothing: each fixture breaks exactly one rule. */
async function onlyThis(page: Page, check: Check) {
  const problems = await layoutProblems(page, { imageTimeoutMs: 1500 });
  for (const other of CHECKS) if (other !== check) expect(problems[other], other).toEqual([]);
  return problems[check];
}

test.describe('checkLayout finds each defect and names the element', () => {
  test('a clean page passes every check, axe included', async ({ page }) => {
    await render(
      page,
      `<p>Short words, a <a href="#a">link inside a sentence</a> and a button.</p>
       <button type="button">Send</button>
       <img src="/dot.png" alt="A dot" width="40" height="40" />`,
    );
    const problems = await layoutProblems(page, { imageTimeoutMs: 1500 });
    expect(problems).toEqual(Object.fromEntries(CHECKS.map((c) => [c, []])));
  });

  test('horizontal scroll: a 600px-wide element in a 375px viewport', async ({ page }) => {
    await render(page, '<div id="wide" style="width: 600px">Too wide</div>');
    const problems = await onlyThis(page, 'horizontal scroll');
    expect(problems[0]).toMatch(/page is 6\d\dpx wide in a 375px viewport/);
    expect(problems.join('\n')).toContain('div#wide "Too wide"');
    expect(problems.join('\n')).toMatch(/600x24/);
  });

  test('fixed element over text: a floating fixed column over a paragraph', async ({ page }) => {
    await render(
      page,
      // Justified and long enough for several full lines, whatever the fallback font's widths.
      `<p id="under" style="text-align: justify">This paragraph runs under the floating column on
         the right side, line after line, for as long as it takes to reach the column.</p>
       <div style="height: 2000px"></div>
       <aside id="column" aria-label="Social" style="position: fixed; top: 60px; right: 8px;
         width: 60px; height: 160px; background: #eee"></aside>`,
    );
    const problems = await found(page, 'fixed or sticky over content');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^text "This paragraph runs under.*" in p#under is under aside#column \[aria-label="Social"\] fixed at 307,60 60x160, at \d+,\d+$/,
    );
  });

  test('fixed element over text: a small badge over a line far down the page, passed between looks at every half viewport', async ({
    page,
  }) => {
    await render(
      page,
      `<div style="height: 1437px"></div>
       <p id="far" style="text-align: right">A line far down</p>
       <div style="height: 1500px"></div>
       <div id="badge" style="position: fixed; top: 500px; right: 0; width: 120px;
         height: 40px; background: #eee"></div>`,
    );
    const problems = await found(page, 'fixed or sticky over content');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^text "A line far down" in p#far is under div#badge fixed at 255,500 120x40, at \d+,1\d{3}$/,
    );
  });

  test('fixed element over text: a sticky header that text only passes under is fine', async ({
    page,
  }) => {
    await render(
      page,
      `<header style="position: sticky; top: 0; height: 60px; background: #fff">
         <a href="#top">Top</a></header>
       ${'<p>Text that scrolls under the header and out again.</p>'.repeat(60)}`,
    );
    expect(await found(page, 'fixed or sticky over content')).toEqual([]);
  });

  test('fixed element over text: a fixed bar over the last control of the page', async ({
    page,
  }) => {
    await render(
      page,
      `<div style="height: 1200px"></div>
       <button type="button" id="last" style="position: relative; top: 40px">Last</button>
       <div id="bar" style="position: fixed; bottom: 0; left: 0; right: 0; height: 80px;
         background: #eee">Cookie bar</div>`,
      'main { padding-bottom: 0; }',
    );
    const problems = await found(page, 'fixed or sticky over content');
    expect(problems.join('\n')).toMatch(/button#last "Last".* is under div#bar "Cookie bar"/);
  });

  test('word broken inside: a break-all paragraph', async ({ page }) => {
    await render(
      page,
      `<p id="skills" style="width: 50px; word-break: break-all">TypeScript PostgreSQL</p>`,
    );
    const problems = await onlyThis(page, 'word broken inside');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^"TypeS\w*\/\w+" in p#skills "TypeScript PostgreSQL" at 16,\d+ 50x\d+$/,
    );
    expect(problems[1]).toMatch(/^"P\w*\/\w+" in p#skills/);
  });

  test('word broken inside: wrapping at spaces and hyphens is fine', async ({ page }) => {
    await render(
      page,
      `<p style="width: 90px">Server-side rendering with state-of-the-art tools</p>`,
    );
    expect(await found(page, 'word broken inside')).toEqual([]);
  });

  test('image not loaded: a 0x0 image, a broken one and a broken video poster', async ({
    page,
  }) => {
    await render(
      page,
      `<img id="zero" src="/dot.png" alt="Squashed" style="width: 0; height: 0" />
       <img id="broken" src="/missing.png" alt="Missing" width="40" height="40" />
       <video id="clip" poster="/missing-poster.jpg" width="120" height="80"></video>`,
    );
    const problems = (await found(page, 'image not loaded')).join('\n');
    expect(problems).toMatch(/img#zero .* has no box/);
    expect(problems).toMatch(
      /img#broken \[alt="Missing"\] src="http:\/\/checker.test\/missing.png" .* failed to load/,
    );
    expect(problems).toMatch(/video#clip .*poster \/missing-poster.jpg did not load/);
  });

  test('image not loaded: a lazy image far down loads once the page is scrolled', async ({
    page,
  }) => {
    await render(
      page,
      `<div style="height: 4000px"></div>
       <img src="/dot.png" loading="lazy" alt="Far down" width="40" height="40" />`,
    );
    expect(await found(page, 'image not loaded')).toEqual([]);
  });

  test('target size: a 10x10 button; a link inside a sentence is exempt', async ({ page }) => {
    await render(
      page,
      `<p>Read <a href="#terms" style="display: inline; min-height: 0">the terms</a> first.</p>
       <button type="button" id="tiny" aria-label="Close" style="width: 10px; height: 10px;
         min-width: 0; min-height: 0; padding: 0"></button>`,
    );
    const problems = await onlyThis(page, 'target smaller than 24x24');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/button#tiny \[aria-label="Close"\] .* is 10x10/);
  });

  test('focus indicator: a button with outline: none on focus', async ({ page }) => {
    await render(
      page,
      `<button type="button" id="plain">No ring</button>
       <button type="button" id="ringed">Ring</button>`,
      '#plain:focus-visible { outline: none; }',
    );
    const problems = await onlyThis(page, 'no visible focus indicator');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/button#plain "No ring".*: no outline, shadow or border change/);
  });

  test('focus indicator: a box shadow or a ring on a wrapper counts', async ({ page }) => {
    await render(
      page,
      `<button type="button" id="shadow">Shadow</button>
       <span class="field"><input aria-label="Search" /></span>`,
      `#shadow:focus-visible { outline: none; box-shadow: 0 0 0 3px #1a4fd6; }
       input:focus-visible { outline: none; }
       .field { display: inline-block; border: 2px solid #767676; }
       .field:focus-within { border-color: #1a4fd6; }`,
    );
    expect(await found(page, 'no visible focus indicator')).toEqual([]);
  });

  test('axe: low contrast text is reported, whatever its impact', async ({ page }) => {
    await render(page, '<p id="faint" style="color: #bbb">Hard to read</p>');
    const problems = await onlyThis(page, 'axe');
    expect(problems.join('\n')).toMatch(/^color-contrast \(serious\):.*#faint/m);
  });

  test('axe: minor and moderate findings are reported too', async ({ page }) => {
    // Heading levels skipping from h1 to h4 is a moderate best-practice finding.
    await render(page, '<h4 id="skip">Skipped levels</h4>');
    const problems = await onlyThis(page, 'axe');
    expect(problems.join('\n')).toMatch(/^heading-order \(moderate\):.*#skip/m);
  });

  test('a dialog on screen: only the dialog is checked, the page behind it is not', async ({
    page,
  }) => {
    await render(
      page,
      `<p id="behind">Behind the backdrop</p>
       <div style="position: fixed; inset: 0; background: rgb(0 0 0 / 0.6)">
         <div role="dialog" aria-modal="true" aria-label="Box" id="box"
           style="margin: 100px 20px; background: #fff; padding: 16px">
           <button type="button">OK</button>
           <button type="button" id="x" style="width: 12px; height: 12px; min-width: 0;
             min-height: 0; padding: 0" aria-label="Close"></button>
         </div>
       </div>`,
    );
    expect(await found(page, 'fixed or sticky over content')).toEqual([]);
    const small = await found(page, 'target smaller than 24x24');
    expect(small).toHaveLength(1);
    expect(small[0]).toMatch(/button#x \[aria-label="Close"\] in #box/);
  });

  test('a dialog on screen: axe looks inside the dialog only', async ({ page }) => {
    await render(
      page,
      `<h4 id="skip">Skipped levels behind the dialog</h4>
       <div role="dialog" aria-modal="true" aria-label="Box" id="box">
         <p id="faint" style="color: #bbb">Hard to read</p>
       </div>`,
    );
    const problems = (await found(page, 'axe')).join('\n');
    expect(problems).toMatch(/^color-contrast \(serious\):.*#faint/m);
    expect(problems).not.toContain('heading-order');
  });

  test('colours only (the dark pass): contrast is reported, geometry is not looked at', async ({
    page,
  }) => {
    await render(
      page,
      `<p id="faint" style="color: #bbb">Hard to read</p>
       <div id="wide" style="width: 600px">Too wide</div>
       <h4 id="skip">Skipped levels</h4>`,
    );
    const problems = await layoutProblems(page, { coloursOnly: true, imageTimeoutMs: 1500 });
    expect(problems.axe.join('\n')).toMatch(/^color-contrast \(serious\):.*#faint/m);
    expect(problems.axe.join('\n')).not.toContain('heading-order');
    expect(problems['horizontal scroll']).toEqual([]);
  });

  test("a story's root (the story runner's a11y check): a violation inside fails, the page around it and document rules do not", async ({
    page,
  }) => {
    // Storybook renders a component alone in #storybook-root: no <main> or <h1> around it.
    await page.setContent(
      `<!doctype html><html lang="en"><head><title>Story</title></head><body>
         <h4 id="skip">Outside the story</h4>
         <div id="storybook-root"><button type="button" id="empty"></button></div>
       </body></html>`,
    );
    const problems = (await axeViolations(page, { include: '#storybook-root' })).join('\n');
    expect(problems).toMatch(/^button-name \(critical\):.*#empty/m);
    expect(problems).not.toMatch(/heading-order|landmark-one-main|page-has-heading-one|region/);
  });
});
