/**
 * The authoring folder (content/, or CONTENT_DIR) as a `sanity dataset export` folder, for
 * `sanity dataset import` into your own Sanity project (docs/content.md):
 *
 *   npx tsx scripts/content-export.ts [OUT]      default OUT: .data/content-export
 *
 * Drafts (`draft: true`) are exported as drafts.<id>, as Sanity keeps them.
 */
import os from 'node:os';
import path from 'node:path';
import { LAKE_DATASET, LAKE_PROJECT_ID } from '../server/content-lake';
import { loadAuthoringFolder } from '../server/content-lake/authoring';
import { writeExportLayout } from '../server/content-lake/authoring/exportLayout';

const contentDir = path.resolve(process.env.CONTENT_DIR ?? 'content');
const out = path.resolve(process.argv[2] ?? '.data/content-export');
try {
  const dataset = loadAuthoringFolder(contentDir, {
    projectId: LAKE_PROJECT_ID,
    dataset: LAKE_DATASET,
    cacheDir: path.join(
      path.resolve(process.env.CONTENT_LAKE_DATA_DIR ?? path.join(os.tmpdir(), 'content-lake')),
      'authoring',
    ),
  });
  const written = writeExportLayout(out, dataset.documents, dataset);
  console.log(`${out}: ${written.documents} documents, ${written.assets} assets`);
  console.log(`Import it: cd studio && npx sanity dataset import ${out} production`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
