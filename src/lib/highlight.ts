/**
 * Syntax highlighting for code blocks, run at BUILD time only (from gatsby-node's resolvers),
 * so no highlighter ever ships to the browser: pages receive finished HTML in their page data.
 * highlight.js escapes the code it tokenises, so its output is safe to inject.
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import nginx from 'highlight.js/lib/languages/nginx';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import cpp from 'highlight.js/lib/languages/cpp';
import java from 'highlight.js/lib/languages/java';
import go from 'highlight.js/lib/languages/go';
import rust from 'highlight.js/lib/languages/rust';
import diff from 'highlight.js/lib/languages/diff';
import plaintext from 'highlight.js/lib/languages/plaintext';

const languages = {
  bash,
  csharp,
  css,
  dockerfile,
  javascript,
  json,
  nginx,
  python,
  sql,
  typescript,
  xml,
  yaml,
  cpp,
  java,
  go,
  rust,
  diff,
  plaintext,
};
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);

/** Names editors use (Sanity's code input among them) mapped to the registered grammar. */
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  html: 'xml',
  svg: 'xml',
  yml: 'yaml',
  'c#': 'csharp',
  cs: 'csharp',
  'c++': 'cpp',
  c: 'cpp',
  docker: 'dockerfile',
  py: 'python',
  postgresql: 'sql',
  mysql: 'sql',
  text: 'plaintext',
  txt: 'plaintext',
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The grammar name used for `language`, or undefined when we have none for it. */
export function resolveLanguage(language: string | null | undefined): string | undefined {
  if (!language) return undefined;
  const key = language.trim().toLowerCase();
  const name = ALIASES[key] ?? key;
  return hljs.getLanguage(name) ? name : undefined;
}

/**
 * Highlighted HTML for `code` (token spans with `hljs-*` classes). Unknown languages get the
 * code escaped as plain text; the highlighter never guesses, so output is stable.
 */
export function highlightCode(code: string, language?: string | null): string {
  const name = resolveLanguage(language);
  if (!name || name === 'plaintext') return escapeHtml(code);
  try {
    return hljs.highlight(code, { language: name, ignoreIllegals: true }).value;
  } catch {
    return escapeHtml(code);
  }
}

/**
 * Highlights every `code` block of a portable-text body: `{ [block _key]: html }`. Other blocks
 * and malformed entries are skipped.
 */
export function highlightBody(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(body)) return out;
  for (const block of body) {
    if (!block || typeof block !== 'object') continue;
    const { _type, _key, code, language } = block as Record<string, unknown>;
    if (_type !== 'code' || typeof _key !== 'string' || typeof code !== 'string') continue;
    out[_key] = highlightCode(code, typeof language === 'string' ? language : undefined);
  }
  return out;
}
