import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { loadAuthoringFolder, loadAuthoringFolderAsync } from './authoring';
import { loadExportDataset, type LoadedDataset } from './dataset';
import { runQuery } from './groq';
import { isDraftId, isSystemId, type SanityDoc } from './types';

export type StoreOptions = {
  contentDir: string;
  dataDir: string;
  projectId: string;
  dataset: string;
};

/** A document a reload changed: before and after (either missing for a create or a delete). */
export type DocumentChange = { id: string; before?: SanityDoc; after?: SanityDoc };

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

/**
 * The Lake's documents, read-only: the authoring folder (content/: YAML, post folders, images;
 * see authoring/), or a folder in the layout `sanity dataset export` writes when it has a
 * data.ndjson (the build benchmark's generated datasets). The site never writes content (claps
 * and comments live in the API's database); owners edit `content/` or their own Sanity project.
 */
export class ContentStore {
  readonly projectId: string;
  readonly dataset: string;
  readonly contentDir: string;
  private docs: Map<string, SanityDoc>;
  private files: Map<string, string>;
  private assetIds: string[];
  private baseUrl = '';
  private publicCache: SanityDoc[] | null = null;
  private rawCache: SanityDoc[] | null = null;
  /** The reload running, if any (the next one waits for it). */
  private reloading: Promise<unknown> = Promise.resolve();

  private readonly options: StoreOptions;

  constructor(options: StoreOptions) {
    this.projectId = options.projectId;
    this.dataset = options.dataset;
    this.contentDir = path.resolve(options.contentDir);
    this.options = options;
    const loaded = this.load();
    this.docs = loaded.docs;
    this.files = loaded.files;
    this.assetIds = loaded.assetIds;
  }

  private get authoringOptions() {
    return {
      projectId: this.projectId,
      dataset: this.dataset,
      cacheDir: path.join(path.resolve(this.options.dataDir), 'authoring'),
    };
  }

  private get isExport(): boolean {
    return fs.existsSync(path.join(this.contentDir, 'data.ndjson'));
  }

  /** The first load, synchronous (gatsby-config needs the Lake before it returns). */
  private load() {
    return this.collect(
      this.isExport
        ? loadExportDataset(this.contentDir, this.options)
        : loadAuthoringFolder(this.contentDir, this.authoringOptions),
    );
  }

  /** A load while the Lake serves: images are measured without blocking the event loop. */
  private async loadAsync() {
    return this.collect(
      this.isExport
        ? loadExportDataset(this.contentDir, this.options)
        : await loadAuthoringFolderAsync(this.contentDir, this.authoringOptions),
    );
  }

  private collect(loaded: LoadedDataset) {
    // Edits are remembered per (dataset folder, dataset name): a generated dataset keeps its own.
    const key = crypto.createHash('sha1').update(this.contentDir).digest('hex').slice(0, 10);
    const base = [...SYSTEM_DOCUMENTS, ...loaded.assets.values(), ...loaded.documents];
    const docs = new Map<string, SanityDoc>();
    for (const doc of this.stampEditedDocuments(base, this.options.dataDir, key)) {
      docs.set(doc._id, doc);
    }
    return { docs, files: loaded.files, assetIds: [...loaded.assets.keys()] };
  }

  /**
   * Reads the dataset folder again (after an edit on disk) and returns the documents that
   * changed, as Sanity's webhooks describe a mutation: the document before and after (either
   * missing for a create or a delete). A dataset that no longer loads rejects, and the store
   * keeps serving what it had; until the read is done it serves what it had, too. Reloads
   * asked for meanwhile run one after the other.
   */
  reload(): Promise<DocumentChange[]> {
    const run = this.reloading.then(() => this.reloadNow());
    this.reloading = run.catch(() => {});
    return run;
  }

  private async reloadNow(): Promise<DocumentChange[]> {
    const loaded = await this.loadAsync();
    const old = this.docs;
    this.docs = loaded.docs;
    this.files = loaded.files;
    this.assetIds = loaded.assetIds;
    if (this.baseUrl) this.setBaseUrl(this.baseUrl);
    else this.invalidate();
    const changes: DocumentChange[] = [];
    // What an edit changes; the stamps move on their own.
    const content = (doc: SanityDoc) => {
      const { _updatedAt, _rev, ...rest } = doc;
      void _updatedAt;
      void _rev;
      return JSON.stringify(rest);
    };
    const same = (a: SanityDoc, b: SanityDoc) => content(a) === content(b);
    for (const [id, after] of this.docs) {
      const before = old.get(id);
      if (!before || !same(before, after)) changes.push({ id, before, after });
    }
    for (const [id, before] of old) if (!this.docs.has(id)) changes.push({ id, before });
    return changes;
  }

  /**
   * The committed dataset keeps its own `_updatedAt`s, so an edit to content/ (say, a
   * regenerated post) would look unchanged to the plugin's warm build, which only fetches
   * documents with `_updatedAt` newer than the last build. Remember a hash per document under
   * dataDir and move `_updatedAt` to now when the content behind it changed, or when the
   * document is new since the last start (a regenerated image is a new asset document whose
   * own `_updatedAt` may be years old; a warm build would skip it and drop the image).
   */
  private stampEditedDocuments(docs: SanityDoc[], dataDir: string, key: string): SanityDoc[] {
    const file = path.join(path.resolve(dataDir), `${this.dataset}-${key}.seen.json`);
    let seen: Record<string, { hash: string; updatedAt: string }> = {};
    let firstStart = true;
    try {
      seen = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof seen;
      firstStart = false;
    } catch {
      // first start with this dataset folder: every document is as new as its own date says
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
      if ((before && before.hash !== hash) || (!before && !firstStart)) {
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

  /** The file behind an asset's served name (`<sha1>-WxH.ext` for images, `<sha1>.ext` for files). */
  imageFile(fileName: string): string | undefined {
    return this.files.get(fileName);
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

  private invalidate(): void {
    this.publicCache = null;
    this.rawCache = null;
  }
}
