import fs from 'node:fs/promises';
import path from 'node:path';
import type * as Pagefind from 'pagefind';
import { asBlocks, blockText } from '../src/lib/portableText';

/** The folder under the built site that holds the index; the browser loads `/pagefind/pagefind.js`. */
const SEARCH_DIR = 'pagefind';

/** A post as the search indexes it. */
export type SearchPost = {
  /** The post's route, `/blog/slug`: what a result links to. */
  path: string;
  title: string;
  /** The body as plain text (see `portableTextToPlainText`). */
  text: string;
  /** Category names; they are searchable words and the dialog's filters. */
  categories: string[];
  /** ISO date; shown with a result and used to sort posts newest first. */
  publishedAt: string;
};

export type SearchIndexResult = {
  /** Posts in the index. */
  posts: number;
  /** Words indexed: each post's distinct words, summed over the posts. */
  words: number;
  /** Where the index was written. */
  outputPath: string;
};

/**
 * The parts of Pagefind's bundle the site never loads: its ready-made search UIs and the
 * highlighter for result pages. The site has its own dialog (ui/SearchDialog) and only imports
 * `pagefind.js`, which fetches the entry, the wasm, its worker and the index chunks.
 */
const UNUSED_BUNDLE_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/**
 * Plain text of a portable-text body for the search index: text blocks (headings, paragraphs,
 * list items) a line each, code blocks' code (readers search for an API's name), and an
 * image's alt text or caption when it has one. Embeds (video) carry no words and are left out.
 */
export function portableTextToPlainText(raw: unknown): string {
  const lines: string[] = [];
  for (const block of asBlocks(raw)) {
    if (block._type === 'block') lines.push(blockText(block));
    else if (block._type === 'code' && typeof block.code === 'string') lines.push(block.code);
    else {
      for (const key of ['alt', 'caption'] as const) {
        const value = block[key];
        if (typeof value === 'string') lines.push(value);
      }
    }
  }
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * An `import()` that no bundler rewrites. gatsby-node.ts, which calls this, is compiled to
 * CommonJS by Parcel, which turns a written `import()` into `require()`; Pagefind's Node API
 * is an ES module only (its `exports` has no `require`), so that `require()` fails.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<unknown>;

/** Pagefind's Node API, however the calling code was compiled. */
async function loadPagefind(): Promise<typeof Pagefind> {
  try {
    return (await nativeImport('pagefind')) as typeof Pagefind;
  } catch (error) {
    // Code run by a module loader of its own (Vitest's) has no native import() in functions
    // made by `Function`; there the written one works.
    if ((error as { code?: unknown }).code !== 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING')
      throw error;
    return import('pagefind');
  }
}

/**
 * How long one call to Pagefind's service may take. The service is a child process; when it
 * panics (it does on an unwritable output folder) the call's promise never settles, and a
 * build would hang instead of failing. Indexing a post or writing the index takes milliseconds.
 */
const CALL_TIMEOUT_MS = 60_000;

/**
 * One call to Pagefind, turned into a clear error naming `what` when it rejects, reports
 * errors or does not answer.
 */
async function call<T extends { errors: string[] }>(what: string, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer in ${CALL_TIMEOUT_MS / 1000} s (see its output above)`)),
      CALL_TIMEOUT_MS,
    );
  });
  try {
    const response = await Promise.race([request, timeout]);
    if (response.errors.length > 0) throw new Error(response.errors.join('; '));
    return response;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Search index: Pagefind could not ${what}: ${reason}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Builds the site's search index from the posts (no HTML is scanned, so pages carry no
 * Pagefind attributes) and writes it to `<outputDir>/pagefind`. Each post is one record in
 * English: its content is the title, the categories and the body; `meta` holds the title and
 * date a result shows; the categories are the `category` filter; `date` is a sort key (ISO
 * dates sort as text), so the dialog can list a category's posts newest first.
 *
 * The index is written beside the old one and swapped in, so no stale chunk from an earlier
 * build is left behind. Throws when Pagefind reports an error; always stops Pagefind's service.
 */
export async function writeSearchIndex({
  outputDir,
  posts,
}: {
  outputDir: string;
  posts: SearchPost[];
}): Promise<SearchIndexResult> {
  const pagefind = await loadPagefind();
  const outputPath = path.join(outputDir, SEARCH_DIR);
  const staging = path.join(outputDir, `.${SEARCH_DIR}-${process.pid}`);
  try {
    const { index } = await call('start', pagefind.createIndex({ forceLanguage: 'en' }));
    if (!index) throw new Error('Search index: Pagefind started without an index');
    let words = 0;
    for (const post of posts) {
      const added = await call(
        `index ${post.path}`,
        index.addCustomRecord({
          url: post.path,
          content: [post.title, post.categories.join(', '), post.text].filter(Boolean).join('\n'),
          language: 'en',
          meta: { title: post.title, date: post.publishedAt },
          filters: { category: post.categories },
          sort: { date: post.publishedAt },
        }),
      );
      words += added.file.uniqueWords;
    }
    // Made here first: Pagefind's service panics, and never answers, on a folder it cannot make.
    await fs.rm(staging, { recursive: true, force: true });
    await fs.mkdir(staging, { recursive: true });
    await call(`write the index to ${outputPath}`, index.writeFiles({ outputPath: staging }));
    const names = await fs.readdir(staging);
    await Promise.all(
      names
        .filter((name) => UNUSED_BUNDLE_FILES.test(name))
        .map((name) => fs.rm(path.join(staging, name))),
    );
    await fs.rm(outputPath, { recursive: true, force: true });
    await fs.rename(staging, outputPath);
    return { posts: posts.length, words, outputPath };
  } finally {
    await pagefind.close();
    // Best effort: an error here must not hide the one that ended the run.
    await fs.rm(staging, { recursive: true, force: true }).catch(() => {});
  }
}
