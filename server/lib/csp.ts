import fs from 'node:fs';
import path from 'node:path';
import { CSP_MANIFEST, type CspManifest } from '../../shared/csp-manifest';

/**
 * The Content-Security-Policy of each built page, from the manifest the build writes
 * (build/build-output.ts): scripts only from the site itself plus that page's own inline
 * scripts, by hash, never 'unsafe-inline'. 'wasm-unsafe-eval' lets the search (Pagefind, in
 * /pagefind/) compile its WebAssembly; it allows no JavaScript eval. Pagefind's worker is
 * covered by worker-src 'self' and its index fetches by connect-src 'self'. Styles allow
 * inline: Emotion writes the page's CSS into <style> elements, at build time and when
 * components mount. Images and media may come from any https origin (a remote photo feed,
 * Sanity's CDN); fetches go to the site and the origins the build names (a separate API,
 * EmailJS).
 */
const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function pagePolicy(scriptHashes: string[], connectSrc: string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", "'wasm-unsafe-eval'", ...scriptHashes].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    // The résumé PDF opens in a frame of the site's own; video blocks in posts play in
    // YouTube's privacy-enhanced player, loaded on a click.
    `frame-src 'self' ${YOUTUBE_EMBED_ORIGIN}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...connectSrc].join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * A lookup from a built file's absolute path to its policy, or undefined when the build wrote
 * no manifest (a site built before this existed, or tests with a hand-made folder).
 */
export function loadPagePolicies(
  publicDir: string,
): ((file: string) => string | undefined) | undefined {
  let manifest: CspManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(publicDir, CSP_MANIFEST), 'utf8'));
  } catch {
    return undefined;
  }
  const policies = new Map<string, string>();
  for (const [page, hashes] of Object.entries(manifest.pages)) {
    policies.set(path.join(publicDir, page), pagePolicy(hashes, manifest.connectSrc));
  }
  // A page the manifest does not list runs no inline script.
  const fallback = pagePolicy([], manifest.connectSrc);
  return (served) => {
    // A precompressed copy (`index.html.br`) is the page it encodes.
    const file = served.replace(/\.(br|gz)$/, '');
    return file.endsWith('.html') ? (policies.get(file) ?? fallback) : undefined;
  };
}
