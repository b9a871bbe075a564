/**
 * Gatsby's runtime, framework and app bundles, loaded after the page instead of alongside it
 * (issue 19). As `<script src async>` tags in the HTML they are fetched with the LCP image and
 * compete with it for a phone's bandwidth: measured against the same page with no scripts at
 * all, a post's LCP came 1.4 times as late. The page is complete HTML, so until the scripts
 * arrive it reads, scrolls and follows links as it will after; the first tap or key press
 * starts them at once instead of waiting for the window's `load` event.
 *
 * Gatsby writes those tags through its scripts slice, after every SSR hook has run, so the
 * built pages are rewritten instead (hardenBuild, before the CSP hashes the inline scripts).
 */

/** A Gatsby bundle tag as the build writes it: a site-relative `.js` source, `async`. */
const GATSBY_SCRIPT = /<script src="(\/[\w./-]+\.js)" async(?:="")?><\/script>/g;

/** The inline loader for `sources`: each added async, in order, as Gatsby's tags were. */
export function loaderScript(sources: string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=0,e=["pointerdown","keydown","touchstart"];function l(){if(d)return;d=1;e.forEach(function(t){removeEventListener(t,l,true)});s.forEach(function(u){var c=document.createElement("script");c.src=u;c.async=true;document.body.appendChild(c)})}e.forEach(function(t){addEventListener(t,l,{capture:true,passive:true})});if(document.readyState==="complete")l();else addEventListener("load",l)})()`;
}

/** A page that preloads data to fetch at run time (/insta's feed) is drawn by its scripts. */
const RUNTIME_DATA_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="fetch"/i;

/**
 * The page with Gatsby's bundle tags replaced by one inline loader where the first one was.
 * A page without them comes back unchanged, and so does one whose main content the scripts
 * draw from data they fetch (it preloads that data): there the scripts are on the LCP's path,
 * and deferring them made /insta's LCP 1.9 times its no-JS variant's.
 */
export function deferGatsbyScripts(html: string): string {
  if (RUNTIME_DATA_PRELOAD.test(html)) return html;
  const sources: string[] = [];
  let at = -1;
  const without = html.replace(GATSBY_SCRIPT, (_tag, source: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(source);
    return '';
  });
  if (!sources.length) return html;
  return `${without.slice(0, at)}<script>${loaderScript(sources)}</script>${without.slice(at)}`;
}
