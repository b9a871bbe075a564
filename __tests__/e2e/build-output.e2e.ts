import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../../build/build-output';
import { CSP_MANIFEST } from '../../shared/csp-manifest';
import { expect, gotoHydrated, test } from './fixtures';

/** What the real build leaves in public/ and what our server sends with it (issue 15, item 11). */
const publicDir = path.resolve('public');

function builtPages(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : builtPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

test.describe('the built output tells a visitor nothing it need not', () => {
  test('no source maps, no generator meta, no build-time addresses; every inline script hashed', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, CSP_MANIFEST), 'utf8'));
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(10);
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const page = path.relative(publicDir, file);
      expect(html, page).not.toContain('name="generator"');
      // Gatsby's image URLs named the embedded Content Lake the build read them from.
      expect(html, page).not.toMatch(/\?u=http|127\.0\.0\.1%3A|images\/embedded\/production/);
      expect(manifest.pages[page.split(path.sep).join('/')], page).toEqual(
        inlineScriptHashes(html),
      );
    }
    const maps = fs
      .readdirSync(publicDir, { recursive: true })
      .filter((f) => /\.map$/.test(`${f}`));
    expect(maps).toEqual([]);
  });

  test('pages run under a strict CSP with no violation, and no map is served', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(t: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    for (const route of ['/', '/blog', '/blog/core-web-vitals', '/connect', '/login', '/insta']) {
      const response = await gotoHydrated(page, route);
      const headers = response?.headers() ?? {};
      const scriptSrc = headers['content-security-policy']
        ?.split('; ')
        .find((part) => part.startsWith('script-src '));
      // 'wasm-unsafe-eval' lets search (Pagefind) compile WebAssembly; JavaScript eval stays off.
      expect(scriptSrc, route).toMatch(
        /^script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+$/,
      );
      expect(headers['permissions-policy'], route).toContain('camera=()');
    }
    expect(violations).toEqual([]);
    const script = await page.locator('script[src$=".js"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    expect((await page.request.get(`${script}.map`)).status()).toBe(404);
  });
});
