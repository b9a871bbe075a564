/**
 * YAML as the owner writes it (content/*.yaml and a post's front matter), read with the `yaml`
 * package so every value keeps its line: a problem is reported as `<file>:<line>: …`.
 */
import fs from 'node:fs';
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  type Document,
  type Node,
  type Pair,
} from 'yaml';
import type { Problems } from './problems';

/** One parsed YAML text: where it came from and how to find a node's line. */
export class YamlSource {
  private readonly lines = new LineCounter();
  readonly doc: Document.Parsed;

  /** `baseLine`: lines before the text in its file (front matter starts after `---`). */
  constructor(
    readonly file: string,
    text: string,
    readonly problems: Problems,
    private readonly baseLine = 0,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, uniqueKeys: true });
    for (const error of this.doc.errors) {
      const message = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '');
      this.add(error.linePos?.[0]?.line ?? 1, `invalid YAML: ${message}`);
    }
  }

  /** The document's top node, or null when it is empty (or only comments) or invalid. */
  get contents(): Node | null {
    if (this.doc.errors.length > 0) return null;
    return this.resolve(this.doc.contents);
  }

  /** Follows an alias (`*name`) to the node it names. */
  resolve(node: unknown): Node | null {
    if (isAlias(node)) return (node.resolve(this.doc) as Node | undefined) ?? null;
    return (node as Node | null | undefined) ?? null;
  }

  /** The 1-based line in the file where `node` starts. */
  lineOf(node: unknown): number {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return this.baseLine + (range ? this.lines.linePos(range[0]).line : 1);
  }

  add(line: number, message: string): void {
    this.problems.add(this.file, line, message);
  }

  /** The top node as a list (empty file: []); anything else is reported. */
  list(what: string): Node[] {
    const top = this.contents;
    if (top === null || (isScalar(top) && top.value === null)) return [];
    if (!isSeq(top)) {
      this.add(this.lineOf(top), `expected a list of ${what} (lines starting with "- ")`);
      return [];
    }
    return top.items.map((item) => this.resolve(item)).filter((n): n is Node => n !== null);
  }
}

/** Reads a YAML file; a missing file gives undefined (every file of the folder is optional). */
export function readYamlFile(file: string, problems: Problems): YamlSource | undefined {
  if (!fs.existsSync(file)) return undefined;
  return new YamlSource(file, fs.readFileSync(file, 'utf8'), problems);
}

const describe = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

type FieldsOptions = {
  /** How keys are named in messages: "key" or "front-matter key". */
  label?: string;
  /** Prefix of nested keys in messages, e.g. "pages.". */
  prefix?: string;
  /** Line reported for a missing key when the map is empty. */
  line?: number;
};

/**
 * The keys of one YAML mapping, read by type. Unknown keys are reported when it is made; each
 * reader reports a missing required key or a value of the wrong kind and returns undefined.
 */
export class Fields {
  readonly line: number;
  private readonly pairs = new Map<string, Pair>();
  private readonly label: string;
  private readonly prefix: string;

  private constructor(
    readonly source: YamlSource,
    node: Node,
    allowed: readonly string[],
    options: FieldsOptions,
  ) {
    this.label = options.label ?? 'key';
    this.prefix = options.prefix ?? '';
    this.line = options.line ?? source.lineOf(node);
    const map = isMap(node) ? node : undefined;
    for (const pair of map?.items ?? []) {
      const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      if (!allowed.includes(key)) {
        source.add(
          source.lineOf(pair.key),
          `unknown ${this.label} "${this.prefix}${key}" (allowed: ${allowed.join(', ')})`,
        );
        continue;
      }
      this.pairs.set(key, pair);
    }
  }

  /**
   * The mapping `node` read with `allowed` keys, or undefined (reported) when it is not a
   * mapping. `what` names it in that message ("a post's front matter", "a skill").
   */
  static of(
    source: YamlSource,
    node: Node | null,
    allowed: readonly string[],
    what: string,
    options: FieldsOptions = {},
  ): Fields | undefined {
    const resolved = source.resolve(node);
    if (resolved === null || (isScalar(resolved) && resolved.value === null)) {
      return new Fields(source, resolved ?? ({} as Node), allowed, options);
    }
    if (!isMap(resolved)) {
      source.add(options.line ?? source.lineOf(resolved), `expected ${what} as "key: value" lines`);
      return undefined;
    }
    return new Fields(source, resolved, allowed, options);
  }

  private name(key: string) {
    return `${this.prefix}${key}`;
  }

  /** The line of `key`'s value (or of the mapping when the key is absent). */
  lineOf(key: string): number {
    const pair = this.pairs.get(key);
    return pair ? this.source.lineOf(pair.value ?? pair.key) : this.line;
  }

  private node(key: string): Node | null {
    const pair = this.pairs.get(key);
    if (!pair) return null;
    const node = this.source.resolve(pair.value);
    return node === null || (isScalar(node) && node.value === null) ? null : node;
  }

  has(key: string): boolean {
    return this.node(key) !== null;
  }

  private missing(key: string, required: boolean | undefined) {
    if (required) this.source.add(this.line, `missing required ${this.label} "${this.name(key)}"`);
    return undefined;
  }

  private problem(key: string, message: string) {
    this.source.add(this.lineOf(key), message);
    return undefined;
  }

  /** Text: a string (a number is taken as its digits), trimmed; empty counts as absent. */
  string(key: string, options: { required?: boolean } = {}): string | undefined {
    const node = this.node(key);
    if (node === null) return this.missing(key, options.required);
    if (!isScalar(node) || typeof node.value === 'boolean' || typeof node.value === 'object') {
      return this.problem(key, `"${this.name(key)}" must be text`);
    }
    const text = String(node.value).trim();
    return text === '' ? this.missing(key, options.required) : text;
  }

  /** An absolute http(s) URL. */
  url(key: string, options: { required?: boolean } = {}): string | undefined {
    const text = this.string(key, options);
    if (text === undefined) return undefined;
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      return this.problem(
        key,
        `"${this.name(key)}" must be a URL starting with https://, got "${text}"`,
      );
    }
    return text;
  }

  email(key: string): string | undefined {
    const text = this.string(key);
    if (text !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) {
      return this.problem(key, `"${this.name(key)}" must be an email address, got "${text}"`);
    }
    return text;
  }

  boolean(key: string): boolean | undefined {
    const node = this.node(key);
    if (node === null) return undefined;
    if (!isScalar(node) || typeof node.value !== 'boolean') {
      const got = isScalar(node) ? describe(node.value) : 'a list or mapping';
      return this.problem(key, `"${this.name(key)}" must be true or false, got ${got}`);
    }
    return node.value;
  }

  number(key: string, options: { integer?: boolean; min?: number } = {}): number | undefined {
    const node = this.node(key);
    if (node === null) return undefined;
    const value = isScalar(node) ? node.value : undefined;
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (options.integer && !Number.isInteger(value)) ||
      (options.min !== undefined && value < options.min)
    ) {
      const kind = options.integer ? 'a whole number' : 'a number';
      const min = options.min !== undefined ? ` of at least ${options.min}` : '';
      return this.problem(
        key,
        `"${this.name(key)}" must be ${kind}${min}, got ${isScalar(node) ? describe(value) : 'a list or mapping'}`,
      );
    }
    return value;
  }

  /** A list of texts with their lines (one text alone counts as a list of one). */
  texts(
    key: string,
    options: { required?: boolean } = {},
  ): { text: string; line: number }[] | undefined {
    const node = this.node(key);
    if (node === null) return this.missing(key, options.required);
    const items = isSeq(node) ? node.items : [node];
    const out: { text: string; line: number }[] = [];
    for (const raw of items) {
      const item = this.source.resolve(raw);
      if (item === null || (isScalar(item) && item.value === null)) continue;
      if (!isScalar(item) || typeof item.value === 'boolean' || typeof item.value === 'object') {
        this.source.add(this.source.lineOf(item), `"${this.name(key)}" must be a list of texts`);
        continue;
      }
      const text = String(item.value).trim();
      if (text) out.push({ text, line: this.source.lineOf(item) });
    }
    return out;
  }

  /** A list of texts (one text alone counts as a list of one). */
  strings(key: string, options: { required?: boolean } = {}): string[] | undefined {
    return this.texts(key, options)?.map((item) => item.text);
  }

  /** A calendar date, YYYY-MM-DD. */
  date(key: string, options: { required?: boolean } = {}): string | undefined {
    const text = this.string(key, options);
    if (text === undefined) return undefined;
    if (!isCalendarDate(text)) {
      return this.problem(key, `"${this.name(key)}" must be a date (YYYY-MM-DD), got "${text}"`);
    }
    return text;
  }

  /** A date (midnight UTC) or an ISO date-time (UTC when it names no zone), as Sanity stamps it. */
  datetime(key: string, options: { required?: boolean } = {}): string | undefined {
    const text = this.string(key, options);
    if (text === undefined) return undefined;
    const iso = toIsoDateTime(text);
    if (!iso) {
      return this.problem(
        key,
        `"${this.name(key)}" must be a date (YYYY-MM-DD) or an ISO date-time (YYYY-MM-DDTHH:MM:SSZ), got "${text}"`,
      );
    }
    return iso;
  }

  /** The items of a list (absent: empty). */
  list(key: string): Node[] {
    const node = this.node(key);
    if (node === null) return [];
    if (!isSeq(node)) {
      this.problem(key, `"${this.name(key)}" must be a list (lines starting with "- ")`);
      return [];
    }
    return node.items
      .map((item) => this.source.resolve(item))
      .filter((n): n is Node => n !== null && !(isScalar(n) && n.value === null));
  }

  /** A nested mapping read with its own keys, or undefined when absent (or not a mapping). */
  map(key: string, allowed: readonly string[]): Fields | undefined {
    const node = this.node(key);
    if (node === null) return undefined;
    return Fields.of(this.source, node, allowed, `"${this.name(key)}"`, {
      label: this.label,
      prefix: `${this.name(key)}.`,
    });
  }
}

function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** `2025-08-09` or `2025-08-09T09:45:00Z` (or with an offset) -> `2025-08-09T09:45:00Z`. */
function toIsoDateTime(text: string): string | undefined {
  if (isCalendarDate(text)) return `${text}T00:00:00Z`;
  const match =
    /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  if (!match || !isCalendarDate(match[1] ?? '')) return undefined;
  const [, day, hh, mm, ss = '00', fraction = '', zone = 'Z'] = match;
  if (Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  const date = new Date(`${day}T${hh}:${mm}:${ss}${fraction}${zone}`);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace('.000Z', 'Z');
}
