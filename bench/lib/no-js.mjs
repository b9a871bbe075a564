// The no-JavaScript variant of a built site: the same files, with every script taken out of
// every page (inline and external; JSON-LD stays, it is data). bench/lighthouse.mjs measures
// each route against its variant, alternating, to see what the JavaScript costs the page.
import fs from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_HINT =
  /<link\b[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi;

/** The page's HTML without its scripts, and how many were taken out. */
function withoutScripts(html) {
  let removed = 0;
  const out = html
    .replace(SCRIPT, (tag, attributes) => {
      if (/type="application\/ld\+json"/i.test(attributes)) return tag;
      removed += 1;
      return '';
    })
    .replace(SCRIPT_HINT, () => {
      removed += 1;
      return '';
    });
  return { html: out, removed };
}

function* htmlFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/**
 * Copies `publicDir` to `outDir` with every page's scripts removed. Precompressed copies of the
 * pages (.html.br, .html.gz) are deleted, so the server sends the edited page. Returns the
 * number of pages and scripts changed.
 */
export function buildNoJsVariant(publicDir, outDir) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(publicDir, outDir, { recursive: true });
  let pages = 0;
  let scripts = 0;
  for (const file of htmlFiles(outDir)) {
    const { html, removed } = withoutScripts(fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, html);
    for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
    pages += 1;
    scripts += removed;
  }
  return { pages, scripts };
}
