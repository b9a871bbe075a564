/** Reads the posts we write as content/source/posts/<slug>.md (a small front matter + body). */
import fs from 'node:fs';
import path from 'node:path';
import type { Motif } from './art';
import type { PostSource } from './dataset';

export function readPosts(dir: string): PostSource[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
      if (!match) throw new Error(`${file}: missing front matter`);
      const meta: Record<string, string> = {};
      for (const line of (match[1] ?? '').split('\n')) {
        const kv = /^(\w+):\s*(.*)$/.exec(line);
        if (kv) meta[kv[1] ?? ''] = (kv[2] ?? '').trim().replace(/^"(.*)"$/, '$1');
      }
      const need = (key: string) => {
        const value = meta[key];
        if (!value) throw new Error(`${file}: front matter needs "${key}"`);
        return value;
      };
      return {
        slug: file.replace(/\.md$/, ''),
        title: need('title'),
        publishedAt: need('publishedAt'),
        categories: need('categories')
          .split(',')
          .map((c) => `category-${c.trim()}`),
        ...(meta.claps !== undefined && meta.claps !== '' ? { claps: Number(meta.claps) } : {}),
        alt: need('alt'),
        motif: need('motif') as Motif,
        palette: Number(need('palette')),
        body: match[2] ?? '',
      };
    });
}
