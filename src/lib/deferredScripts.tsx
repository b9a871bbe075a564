/**
 * Gatsby's framework, app and runtime scripts, loaded after the page has loaded instead of
 * alongside it (issue 19). As `async` tags in the HTML they are fetched with the LCP image and
 * compete with it for a phone's bandwidth: measured against the same page with no scripts,
 * a post's LCP was 1.4 times as late. The page is fully rendered on the server, so until the
 * scripts arrive it reads, scrolls and follows links as it will after; the first tap or key
 * press starts them at once instead of waiting for `load`.
 */
import { isValidElement, type ReactElement, type ReactNode } from 'react';

type ScriptProps = { src?: unknown; async?: unknown };

/** Gatsby's own external scripts: `<script src async>` in the body's end. */
const isGatsbyScript = (component: ReactNode): component is ReactElement<ScriptProps> =>
  isValidElement<ScriptProps>(component) &&
  component.type === 'script' &&
  typeof component.props.src === 'string' &&
  Boolean(component.props.async);

/** The inline loader for `sources`, in order (each async, as Gatsby's tags were). */
export function loaderScript(sources: string[]): string {
  return `(function(){var s=${JSON.stringify(sources)},d=0,e=["pointerdown","keydown","touchstart"];function l(){if(d)return;d=1;e.forEach(function(t){removeEventListener(t,l,true)});s.forEach(function(u){var c=document.createElement("script");c.src=u;c.async=true;document.body.appendChild(c)})}e.forEach(function(t){addEventListener(t,l,{capture:true,passive:true})});if(document.readyState==="complete")l();else addEventListener("load",l)})()`;
}

/**
 * The body's end components with Gatsby's script tags replaced by one inline loader that adds
 * them after the window's `load` event (or the first interaction, if sooner). Unchanged when
 * there are none.
 */
export function deferGatsbyScripts(components: ReactNode[]): ReactNode[] {
  const scripts = components.filter(isGatsbyScript);
  if (!scripts.length) return components;
  const sources = scripts.map((script) => script.props.src as string);
  return [
    ...components.filter((component) => !isGatsbyScript(component)),
    <script key="deferred-scripts" dangerouslySetInnerHTML={{ __html: loaderScript(sources) }} />,
  ];
}
