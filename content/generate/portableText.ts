/**
 * Turns the compact text we write posts in into Sanity portable text (what the studio's body
 * editor stores). Supported, one block per paragraph (blank-line separated):
 *   ## Heading / ### Heading / #### Heading, > quote, - bullet / 1. numbered (one item per line),
 *   ```lang [filename] ... ``` code blocks, `::youtube <url>` embeds,
 *   inline **strong**, *em*, `code` and [text](https://link).
 */
import crypto from 'node:crypto';

export type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
export type LinkDef = { _type: 'link'; _key: string; href: string };
export type TextBlock = {
  _type: 'block';
  _key: string;
  style: string;
  markDefs: LinkDef[];
  children: Span[];
  listItem?: 'bullet' | 'number';
  level?: number;
};
export type CodeBlock = {
  _type: 'code';
  _key: string;
  language: string;
  filename?: string;
  code: string;
};
export type YoutubeBlock = { _type: 'youtube'; _key: string; url: string };
export type BodyBlock = TextBlock | CodeBlock | YoutubeBlock;

/** Deterministic 12-hex `_key`s so regenerating the dataset gives the same bytes. */
export function keyMaker(seed: string) {
  let n = 0;
  return () => crypto.createHash('sha1').update(`${seed}:${n++}`).digest('hex').slice(0, 12);
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function inline(text: string, key: () => string): { children: Span[]; markDefs: LinkDef[] } {
  const children: Span[] = [];
  const markDefs: LinkDef[] = [];
  let last = 0;
  const push = (t: string, marks: string[]) => {
    if (t) children.push({ _type: 'span', _key: key(), text: t, marks });
  };
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(last, m.index), []);
    if (m[1] !== undefined) push(m[1], ['strong']);
    else if (m[2] !== undefined) push(m[2], ['em']);
    else if (m[3] !== undefined) push(m[3], ['code']);
    else if (m[4] !== undefined && m[5] !== undefined) {
      const def: LinkDef = { _type: 'link', _key: key(), href: m[5] };
      markDefs.push(def);
      push(m[4], [def._key]);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  push(text.slice(last), []);
  if (children.length === 0) push(' ', []);
  return { children, markDefs };
}

export function toPortableText(source: string, seed: string): BodyBlock[] {
  const key = keyMaker(seed);
  const blocks: BodyBlock[] = [];
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];

  const text = (content: string, style = 'normal', list?: 'bullet' | 'number') => {
    const block: TextBlock = { _type: 'block', _key: key(), style, ...inline(content, key) };
    if (list) {
      block.listItem = list;
      block.level = 1;
    }
    // Sanity stores markDefs before children; keep that order for readable exports.
    blocks.push({
      _type: block._type,
      _key: block._key,
      style: block.style,
      ...(block.listItem ? { listItem: block.listItem, level: block.level } : {}),
      markDefs: block.markDefs,
      children: block.children,
    });
  };
  const flush = () => {
    if (paragraph.length) text(paragraph.join(' ').trim());
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    const line = raw.trim();
    const fence = /^```(\S*)\s*(\S*)\s*$/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      // Keep the code's own indentation relative to the fence.
      const indent = raw.length - raw.trimStart().length;
      for (i++; i < lines.length && (lines[i] ?? '').trim() !== '```'; i++) {
        code.push((lines[i] ?? '').slice(indent));
      }
      const block: CodeBlock = {
        _type: 'code',
        _key: key(),
        language: fence[1] || 'text',
        code: code.join('\n'),
      };
      if (fence[2]) block.filename = fence[2];
      blocks.push(block);
      continue;
    }
    if (line === '') {
      flush();
      continue;
    }
    const heading = /^(#{2,4})\s+(.*)$/.exec(line);
    const youtube = /^::youtube\s+(\S+)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      text(heading[2] ?? '', `h${(heading[1] ?? '##').length}`);
    } else if (youtube) {
      flush();
      blocks.push({ _type: 'youtube', _key: key(), url: youtube[1] ?? '' });
    } else if (bullet) {
      flush();
      text(bullet[1] ?? '', 'normal', 'bullet');
    } else if (numbered) {
      flush();
      text(numbered[1] ?? '', 'normal', 'number');
    } else if (line.startsWith('> ')) {
      flush();
      text(line.slice(2), 'blockquote');
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
