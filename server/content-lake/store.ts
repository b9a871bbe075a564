import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadExportDataset } from './dataset';
import { applyPatch, type PatchOps } from './patch';
import { runQuery } from './groq';
import { isDraftId, isSystemId, LakeError, type SanityDoc } from './types';

export type Mutation =
  | { create: Partial<SanityDoc> & { _type: string } }
  | { createOrReplace: SanityDoc }
  | { createIfNotExists: SanityDoc }
  | { delete: { id?: string; query?: string; params?: Record<string, unknown> } }
  | { patch: PatchOps & { params?: Record<string, unknown> } };

export type MutationResult = {
  transactionId: string;
  results: {
    id: string;
    operation: 'create' | 'update' | 'delete' | 'none';
    document?: SanityDoc;
  }[];
  documentIds?: string[];
};

export type StoreOptions = {
  contentDir: string;
  dataDir: string;
  projectId: string;
  dataset: string;
};

/** Documents every instance serves besides the dataset's own (Sanity has such system docs). */
const SYSTEM_DOCUMENTS: SanityDoc[] = [
  {
    _id: '_.groups.public',
    _type: 'system.group',
    _createdAt: '2024-01-01T00:00:00Z',
    _updatedAt: '2024-01-01T00:00:00Z',
    _rev: 'system-public',
    grants: [{ filter: '!(_id in path("drafts.**"))', permissions: ['read'] }],
    members: ['everyone'],
  },
];

const newRev = () => crypto.randomBytes(11).toString('base64url').slice(0, 22);
const newId = () => crypto.randomUUID();

/**
 * The Lake's documents: the committed export (read-only) plus an overlay of changed documents
 * persisted under dataDir. Every mutation request is applied to a copy and swapped in at once,
 * so a transaction either applies completely or not at all; requests are handled one at a time
 * (JavaScript runs them to completion between awaits), which makes concurrent `inc`s exact.
 */
export class ContentStore {
  readonly projectId: string;
  readonly dataset: string;
  readonly contentDir: string;
  private readonly overlayFile: string;
  private docs = new Map<string, SanityDoc>();
  private overlay = new Map<string, SanityDoc | null>();
  private files: Map<string, string>;
  private assetIds: string[];
  private baseUrl = '';
  private publicCache: SanityDoc[] | null = null;
  private rawCache: SanityDoc[] | null = null;
  private writing: Promise<void> = Promise.resolve();
  private dirty = false;

  constructor(options: StoreOptions) {
    this.projectId = options.projectId;
    this.dataset = options.dataset;
    this.contentDir = path.resolve(options.contentDir);
    const loaded = loadExportDataset(this.contentDir, options);
    this.files = loaded.files;
    this.assetIds = [...loaded.assets.keys()];
    // One overlay per (dataset folder, dataset name), so a generated dataset's writes stay apart.
    const key = crypto.createHash('sha1').update(this.contentDir).digest('hex').slice(0, 10);
    this.overlayFile = path.join(path.resolve(options.dataDir), `${this.dataset}-${key}.json`);
    const base = [...SYSTEM_DOCUMENTS, ...loaded.assets.values(), ...loaded.documents];
    for (const doc of this.stampEditedDocuments(base, options.dataDir, key)) {
      this.docs.set(doc._id, doc);
    }
    this.loadOverlay();
  }

  /**
   * The committed dataset keeps its own `_updatedAt`s, so an edit to content/ (say, a
   * regenerated post) would look unchanged to the plugin's warm build, which only fetches
   * documents with `_updatedAt` newer than the last build. Remember a hash per document under
   * dataDir and move `_updatedAt` to now when the content behind it changed.
   */
  private stampEditedDocuments(docs: SanityDoc[], dataDir: string, key: string): SanityDoc[] {
    const file = path.join(path.resolve(dataDir), `${this.dataset}-${key}.seen.json`);
    let seen: Record<string, { hash: string; updatedAt: string }> = {};
    try {
      seen = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof seen;
    } catch {
      // first start with this dataset folder
    }
    const now = new Date().toISOString();
    let changed = false;
    const next: typeof seen = {};
    const out = docs.map((doc) => {
      const { _updatedAt, _rev, ...rest } = doc;
      void _rev;
      const hash = crypto.createHash('sha1').update(JSON.stringify(rest)).digest('hex');
      const before = seen[doc._id];
      const own = typeof _updatedAt === 'string' ? _updatedAt : now;
      let updatedAt = own;
      if (before && before.hash !== hash) {
        updatedAt = now;
        changed = true;
      } else if (before && before.updatedAt > own) {
        updatedAt = before.updatedAt;
      }
      if (!before) changed = true;
      next[doc._id] = { hash, updatedAt };
      return updatedAt === own ? doc : { ...doc, _updatedAt: updatedAt };
    });
    if (changed || Object.keys(seen).length !== Object.keys(next).length) {
      try {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, JSON.stringify(next));
      } catch {
        // read-only data dir: edits are still served, only warm-build detection is lost
      }
    }
    return out;
  }

  private loadOverlay(): void {
    if (!fs.existsSync(this.overlayFile)) return;
    const saved = JSON.parse(fs.readFileSync(this.overlayFile, 'utf8')) as {
      documents?: Record<string, SanityDoc | null>;
    };
    for (const [id, doc] of Object.entries(saved.documents ?? {})) {
      this.overlay.set(id, doc);
      if (doc) this.docs.set(id, doc);
      else this.docs.delete(id);
    }
  }

  /** Absolute origin (plus mount prefix) the asset `url`s point at, e.g. http://127.0.0.1:3456. */
  setBaseUrl(baseUrl: string): void {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    for (const id of this.assetIds) {
      const asset = this.docs.get(id);
      if (asset && typeof asset.path === 'string') {
        this.docs.set(id, { ...asset, url: `${this.baseUrl}/${asset.path}` });
      }
    }
    this.invalidate();
  }

  imageFile(fileName: string): string | undefined {
    return this.files.get(fileName);
  }

  get(id: string): SanityDoc | undefined {
    return this.docs.get(id);
  }

  /** What a query sees: published documents for anonymous reads, everything with a token. */
  queryable(includeDrafts: boolean): SanityDoc[] {
    if (includeDrafts) {
      this.rawCache ??= [...this.docs.values()].filter((doc) => !isSystemId(doc._id));
      return this.rawCache;
    }
    this.publicCache ??= [...this.docs.values()].filter(
      (doc) => !isSystemId(doc._id) && !isDraftId(doc._id),
    );
    return this.publicCache;
  }

  /** Every document, drafts and `_.` system documents included, as the export endpoint sends. */
  exportAll(): SanityDoc[] {
    return [...this.docs.values()];
  }

  query(query: string, params: Record<string, unknown>, includeDrafts = false) {
    return runQuery(query, params, this.queryable(includeDrafts));
  }

  async mutate(
    mutations: Mutation[],
    options: { returnIds?: boolean; returnDocuments?: boolean; transactionId?: string } = {},
  ): Promise<MutationResult> {
    if (!Array.isArray(mutations) || mutations.length === 0) {
      throw new LakeError(400, 'mutations must be a non-empty array', {
        error: {
          description: 'Request body must contain a "mutations" array',
          type: 'httpBadRequest',
        },
      });
    }
    // Resolve query-based targets first (async), then apply everything synchronously.
    const targets: (string[] | null)[] = [];
    for (const mutation of mutations) {
      const spec =
        'patch' in mutation ? mutation.patch : 'delete' in mutation ? mutation.delete : null;
      if (spec && !spec.id && spec.query) {
        const { result } = await this.query(`${spec.query}[]._id`, spec.params ?? {}, true);
        targets.push(
          Array.isArray(result) ? result.filter((id): id is string => typeof id === 'string') : [],
        );
      } else {
        targets.push(null);
      }
    }

    const now = new Date().toISOString();
    const transactionId = options.transactionId ?? newRev();
    const working = new Map<string, SanityDoc | null>();
    const current = (id: string) =>
      working.has(id) ? (working.get(id) ?? undefined) : this.docs.get(id);
    const results: MutationResult['results'] = [];
    const fail = (index: number, status: number, description: string, type: string, id: string) => {
      throw new LakeError(status, description, {
        error: {
          description: `Mutation(s) failed with 1 error(s)`,
          items: [{ error: { description, id, type }, index }],
          type: 'mutationError',
        },
      });
    };
    const stamp = (doc: SanityDoc, previous?: SanityDoc): SanityDoc => ({
      ...doc,
      _createdAt:
        previous?._createdAt ?? (typeof doc._createdAt === 'string' ? doc._createdAt : now),
      _updatedAt: now,
      _rev: transactionId,
    });

    mutations.forEach((mutation, index) => {
      if (
        'create' in mutation ||
        'createOrReplace' in mutation ||
        'createIfNotExists' in mutation
      ) {
        const kind =
          'create' in mutation
            ? 'create'
            : 'createOrReplace' in mutation
              ? 'createOrReplace'
              : 'createIfNotExists';
        const input = (mutation as Record<string, SanityDoc>)[kind];
        if (!input || typeof input._type !== 'string') {
          fail(index, 400, `${kind} needs a document with _type`, 'validationError', '');
          return;
        }
        let id = typeof input._id === 'string' && input._id !== '' ? input._id : newId();
        if (id.endsWith('.')) id = `${id}${newId()}`;
        const existing = current(id);
        if (existing && kind === 'create') {
          fail(
            index,
            409,
            `Document by ID "${id}" already exists`,
            'documentAlreadyExistsError',
            id,
          );
        }
        if (existing && kind === 'createIfNotExists') {
          results.push({ id, operation: 'none' });
          return;
        }
        const doc = stamp(
          { ...structuredClone(input), _id: id },
          kind === 'createOrReplace' ? existing : undefined,
        );
        working.set(id, doc);
        results.push({ id, operation: existing ? 'update' : 'create', document: doc });
        return;
      }
      if ('delete' in mutation) {
        const ids = targets[index] ?? [mutation.delete.id ?? ''];
        for (const id of ids) {
          if (current(id)) {
            working.set(id, null);
            results.push({ id, operation: 'delete' });
          } else {
            results.push({ id, operation: 'none' });
          }
        }
        return;
      }
      if ('patch' in mutation) {
        const ids = targets[index] ?? [mutation.patch.id ?? ''];
        for (const id of ids) {
          const existing = current(id);
          if (!existing) {
            fail(index, 404, `Document "${id}" not found`, 'documentNotFoundError', id);
            return;
          }
          const doc = stamp(applyPatch(existing, mutation.patch), existing);
          working.set(id, doc);
          results.push({ id, operation: 'update', document: doc });
        }
        return;
      }
      fail(
        index,
        400,
        `Unknown mutation type: ${Object.keys(mutation).join(', ')}`,
        'validationError',
        '',
      );
    });

    // Everything validated: swap the whole transaction in at once.
    for (const [id, doc] of working) {
      if (doc) this.docs.set(id, doc);
      else this.docs.delete(id);
      this.overlay.set(id, doc);
    }
    this.invalidate();
    await this.persist();

    const response: MutationResult = {
      transactionId,
      results: results.map(({ id, operation, document }) =>
        options.returnDocuments && document ? { id, operation, document } : { id, operation },
      ),
    };
    if (options.returnIds) response.documentIds = [...new Set(results.map((r) => r.id))];
    return response;
  }

  private invalidate(): void {
    this.publicCache = null;
    this.rawCache = null;
  }

  /** Writes the overlay (coalescing bursts); resolves once this change is on disk. */
  private persist(): Promise<void> {
    this.dirty = true;
    const run = this.writing.then(async () => {
      if (!this.dirty) return;
      this.dirty = false;
      const body = JSON.stringify({
        version: 1,
        contentDir: this.contentDir,
        documents: Object.fromEntries(this.overlay),
      });
      await fs.promises.mkdir(path.dirname(this.overlayFile), { recursive: true });
      const tmp = `${this.overlayFile}.${process.pid}.tmp`;
      await fs.promises.writeFile(tmp, body);
      await fs.promises.rename(tmp, this.overlayFile);
    });
    // A failed write fails its own request but must not block the next ones.
    this.writing = run.catch(() => undefined);
    return run;
  }

  /** Waits for pending writes. */
  flush(): Promise<void> {
    return this.writing;
  }
}
