/**
 * A post's Markdown body (CommonMark + GFM, parsed by remark) as Sanity portable text, in the
 * block shapes the site renders (ui/PortableBody): text blocks (styles normal, h2-h4,
 * blockquote; bullet and number lists; marks strong, em, code, strike-through and link
 * annotations), `code` blocks, `youtube` blocks and `figure` blocks.
 *
 * Where Markdown has no such shape: `#` is an h2 (the post title is the page's h1) and `#####`
 * an h4; a table becomes a bullet list, one item per row ("Header: cell; …"); a task list item
 * starts with ☐ or ☑; a footnote is its label in brackets; a thematic break (---) is dropped;
 * HTML comments are dropped and other HTML is an error (it would not be rendered). A link must
 * be an http(s) or mailto: address, a path on this site or an #anchor (see links.ts): any other
 * (`javascript:…`, `data:…`) is an error naming its line.
 */
import type {
  Code,
  Definition,
  Heading,
  Image,
  ImageReference,
  Link,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  Text,
} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Reference } from './assets';
import { keyMaker } from './ids';
import { isAllowedHref } from './links';

type Span = { _type: 'span'; _key: string; text: string; marks: string[] };
type LinkDef = { _type: 'link'; _key: string; href: string };
type TextBlock = {
  _type: 'block';
  _key: string;
  style: string;
  listItem?: 'bullet' | 'number';
  level?: number;
  markDefs: LinkDef[];
  children: Span[];
};
type CodeBlock = {
  _type: 'code';
  _key: string;
  language: string;
  code: string;
  filename?: string;
};
type YoutubeBlock = { _type: 'youtube'; _key: string; url: string };
type FigureBlock = {
  _type: 'figure';
  _key: string;
  asset: Reference;
  alt: string;
  caption?: string;
};
export type BodyBlock = TextBlock | CodeBlock | YoutubeBlock | FigureBlock;

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** Parses a whole post file (front matter included, as a `yaml` node). */
export function parseMarkdown(text: string): Root {
  return parser.parse(text);
}

export type BodyOptions = {
  /** Seeds the blocks' `_key`s (the document id, so keys survive edits elsewhere). */
  seed: string;
  /** Reports a problem at a line of the post file. */
  problem(line: number, message: string): void;
  /** Resolves a picture's path to an image asset reference (or reports why not). */
  image(src: string, line: number): Reference | undefined;
};

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);

function isYoutubeUrl(url: string): boolean {
  try {
    return YOUTUBE_HOSTS.has(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** A link written as its own address (`https://…`, `<https://…>`), not `[text](…)`. */
function isBareLink(node: Link): boolean {
  if (node.children.length !== 1 || node.children[0]?.type !== 'text') return false;
  const text = node.children[0].value;
  return text === node.url || `http://${text}` === node.url || `https://${text}` === node.url;
}

const line = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

type Frame = { quote: boolean; list?: { type: 'bullet' | 'number'; level: number } };

type Segment =
  | { kind: 'inline'; nodes: PhrasingContent[] }
  | { kind: 'picture'; node: Image | ImageReference }
  | { kind: 'youtube'; url: string };

class Converter {
  readonly blocks: BodyBlock[] = [];
  private readonly key: () => string;
  private readonly definitions = new Map<string, Definition>();
  /** Refused links already reported (a definition may be used many times). */
  private readonly refused = new Set<string>();

  constructor(
    root: Root,
    private readonly options: BodyOptions,
  ) {
    this.key = keyMaker(options.seed);
    const collect = (nodes: readonly RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'definition') this.definitions.set(node.identifier, node);
        if ('children' in node) collect(node.children as RootContent[]);
      }
    };
    collect(root.children);
  }

  block(node: RootContent, frame: Frame): void {
    switch (node.type) {
      case 'paragraph':
        this.paragraph(node, frame);
        return;
      case 'heading':
        this.text(node.children, headingStyle(node), { quote: false });
        return;
      case 'blockquote':
        for (const child of node.children) this.block(child, { ...frame, quote: true });
        return;
      case 'list':
        this.list(node, frame);
        return;
      case 'code':
        this.code(node);
        return;
      case 'table':
        this.table(node, frame);
        return;
      case 'html':
        this.html(node.value, line(node));
        return;
      case 'footnoteDefinition':
        node.children.forEach((child, i) => {
          if (i === 0 && child.type === 'paragraph') {
            const label: Text = { type: 'text', value: `[${node.label ?? node.identifier}] ` };
            this.paragraph({ ...child, children: [label, ...child.children] }, frame);
          } else this.block(child, frame);
        });
        return;
      default:
        // thematicBreak, definition, yaml (the front matter): nothing to show
        return;
    }
  }

  private html(value: string, at: number) {
    if (/^\s*<!--[\s\S]*-->\s*$/.test(value)) return;
    this.options.problem(
      at,
      `HTML is not supported in a post (${JSON.stringify(value.trim().slice(0, 40))}): write Markdown`,
    );
  }

  private code(node: Code) {
    const block: CodeBlock = {
      _type: 'code',
      _key: this.key(),
      language: node.lang || 'text',
      code: node.value,
    };
    const filename = node.meta?.trim();
    if (filename) block.filename = filename;
    this.blocks.push(block);
  }

  private list(node: List, frame: Frame) {
    const type = node.ordered ? 'number' : 'bullet';
    const level = (frame.list?.level ?? 0) + 1;
    for (const item of node.children) this.listItem(item, { ...frame, list: { type, level } });
  }

  private listItem(item: ListItem, frame: Frame) {
    let first: TextBlock | undefined;
    for (const child of item.children) {
      if (child.type !== 'paragraph') {
        this.block(child, frame);
        continue;
      }
      const children: PhrasingContent[] =
        !first && typeof item.checked === 'boolean'
          ? [{ type: 'text', value: item.checked ? '☑ ' : '☐ ' }, ...child.children]
          : child.children;
      if (!first) {
        first = this.paragraph({ ...child, children }, frame);
        continue;
      }
      // A second paragraph of the same item continues it (portable text has one block per item).
      const more = this.paragraph({ ...child, children }, frame, false);
      if (more) {
        first.children.push(
          { _type: 'span', _key: this.key(), text: '\n\n', marks: [] },
          ...more.children,
        );
        first.markDefs.push(...more.markDefs);
      }
    }
  }

  private table(node: Table, frame: Frame) {
    const [head, ...rows] = node.children;
    const headers = head?.children.map((cell) => cell.children) ?? [];
    const level = (frame.list?.level ?? 0) + 1;
    const itemFrame: Frame = { ...frame, list: { type: 'bullet', level } };
    if (rows.length === 0) {
      this.text(joinCells(headers), 'normal', frame);
      return;
    }
    for (const row of rows) {
      const parts: PhrasingContent[] = [];
      row.children.forEach((cell, i) => {
        if (cell.children.length === 0) return;
        if (parts.length > 0) parts.push({ type: 'text', value: '; ' });
        const header = headers[i];
        if (header && header.length > 0) {
          parts.push({ type: 'strong', children: header }, { type: 'text', value: ': ' });
        }
        parts.push(...cell.children);
      });
      this.text(parts, 'normal', itemFrame);
    }
  }

  /**
   * A paragraph: text blocks, cut where a picture stands or where a line is a YouTube address
   * alone. Returns the (first) text block it made; `push: false` makes it without adding it.
   */
  private paragraph(node: Paragraph, frame: Frame, push = true): TextBlock | undefined {
    let first: TextBlock | undefined;
    for (const segment of segments(node.children)) {
      if (segment.kind === 'youtube') {
        this.blocks.push({ _type: 'youtube', _key: this.key(), url: segment.url });
      } else if (segment.kind === 'picture') {
        this.picture(segment.node);
      } else {
        const block = this.text(segment.nodes, 'normal', frame, push);
        first ??= block;
      }
    }
    return first;
  }

  private picture(node: Image | ImageReference) {
    const at = line(node);
    const source = node.type === 'image' ? node : this.definitions.get(node.identifier);
    if (!source) {
      const label = node.type === 'imageReference' ? (node.label ?? node.identifier) : '';
      this.options.problem(at, `picture reference [${label}] is not defined`);
      return;
    }
    const alt = (node.alt ?? '').trim();
    if (!alt) {
      this.options.problem(
        at,
        `picture "${source.url}" needs an alternative text: ![what it shows](${source.url})`,
      );
    }
    const asset = this.options.image(source.url, at);
    if (!asset || !alt) return;
    const figure: FigureBlock = { _type: 'figure', _key: this.key(), asset, alt };
    if (source.title?.trim()) figure.caption = source.title.trim();
    this.blocks.push(figure);
  }

  private text(nodes: PhrasingContent[], style: string, frame: Frame, push = true): TextBlock {
    const block: TextBlock = {
      _type: 'block',
      _key: this.key(),
      style: frame.quote && style === 'normal' ? 'blockquote' : style,
      ...(frame.list ? { listItem: frame.list.type, level: frame.list.level } : {}),
      markDefs: [],
      children: [],
    };
    this.inline(nodes, [], block);
    // Text beside a picture or a video line keeps no space at its edges.
    const [head, tail] = [block.children[0], block.children.at(-1)];
    if (head) head.text = head.text.replace(/^[ \t]+/, '');
    if (tail) tail.text = tail.text.replace(/[ \t]+$/, '');
    block.children = block.children.filter((span) => span.text !== '');
    if (block.children.length === 0) {
      block.children.push({ _type: 'span', _key: this.key(), text: ' ', marks: [] });
    }
    if (push) this.blocks.push(block);
    return block;
  }

  private span(block: TextBlock, text: string, marks: string[]) {
    if (!text) return;
    const last = block.children.at(-1);
    if (last && last.marks.join(' ') === marks.join(' ')) {
      last.text += text;
      return;
    }
    block.children.push({ _type: 'span', _key: this.key(), text, marks });
  }

  private link(
    href: string,
    at: number,
    children: PhrasingContent[],
    marks: string[],
    block: TextBlock,
  ) {
    if (!isAllowedHref(href)) {
      const said = `${at}:${href}`;
      if (!this.refused.has(said)) {
        this.refused.add(said);
        this.options.problem(
          at,
          `link ${JSON.stringify(href.slice(0, 60))} is not allowed: a link must be an https://, http:// or mailto: address, a path on this site (/blog/…) or an #anchor`,
        );
      }
      this.inline(children, marks, block);
      return;
    }
    const def: LinkDef = { _type: 'link', _key: this.key(), href };
    block.markDefs.push(def);
    this.inline(children, [...marks, def._key], block);
  }

  private inline(nodes: PhrasingContent[], marks: string[], block: TextBlock): void {
    for (const node of nodes) {
      switch (node.type) {
        case 'text':
          // A line break inside a paragraph is a space, as in HTML.
          this.span(block, node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' '), marks);
          break;
        case 'emphasis':
          this.inline(node.children, [...marks, 'em'], block);
          break;
        case 'strong':
          this.inline(node.children, [...marks, 'strong'], block);
          break;
        case 'delete':
          this.inline(node.children, [...marks, 'strike-through'], block);
          break;
        case 'inlineCode':
          this.span(block, node.value, [...marks, 'code']);
          break;
        case 'break':
          this.span(block, '\n', marks);
          break;
        case 'link':
          this.link(node.url, line(node), node.children, marks, block);
          break;
        case 'linkReference': {
          // A bad address is reported where it is written: the definition's line.
          const definition = this.definitions.get(node.identifier);
          if (definition) {
            this.link(definition.url, line(definition), node.children, marks, block);
          } else this.inline(node.children, marks, block);
          break;
        }
        case 'footnoteReference':
          this.span(block, `[${node.label ?? node.identifier}]`, marks);
          break;
        case 'html':
          this.html(node.value, line(node));
          break;
        case 'image':
        case 'imageReference':
          this.options.problem(
            line(node),
            'a picture inside a link or emphasis is not supported: put it on a line of its own',
          );
          break;
        default:
          break;
      }
    }
  }
}

function headingStyle(node: Heading): string {
  return node.depth <= 2 ? 'h2' : node.depth === 3 ? 'h3' : 'h4';
}

function joinCells(cells: PhrasingContent[][]): PhrasingContent[] {
  return cells.flatMap((cell, i) =>
    i === 0 ? cell : [{ type: 'text', value: '; ' } as Text, ...cell],
  );
}

/**
 * Cuts a paragraph's content into runs of text, pictures (at the paragraph's top level) and
 * YouTube addresses that stand alone on their line.
 */
function segments(children: PhrasingContent[]): Segment[] {
  // Lines: text nodes are split at their line breaks.
  const lines: PhrasingContent[][] = [[]];
  for (const node of children) {
    if (node.type !== 'text' || !node.value.includes('\n')) {
      lines.at(-1)!.push(node);
      continue;
    }
    node.value.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines.at(-1)!.push({ ...node, value: part });
    });
  }
  const out: Segment[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim() !== '')) {
      out.push({ kind: 'inline', nodes: run });
    }
    run = [];
  };
  lines.forEach((nodes, i) => {
    const content = nodes.filter((n) => n.type !== 'text' || n.value.trim() !== '');
    const only = content.length === 1 ? content[0] : undefined;
    if (only?.type === 'link' && isBareLink(only) && isYoutubeUrl(only.url)) {
      flush();
      out.push({ kind: 'youtube', url: only.url });
      return;
    }
    if (i > 0 && run.length > 0) run.push({ type: 'text', value: '\n' });
    for (const node of nodes) {
      if (node.type === 'image' || node.type === 'imageReference') {
        flush();
        out.push({ kind: 'picture', node });
      } else run.push(node);
    }
  });
  flush();
  return out;
}

/** The body of a parsed post as portable text. */
export function toPortableText(root: Root, options: BodyOptions): BodyBlock[] {
  const converter = new Converter(root, options);
  for (const node of root.children) converter.block(node, { quote: false });
  return converter.blocks;
}
