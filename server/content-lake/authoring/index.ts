/**
 * The authoring folder (content/, or CONTENT_DIR) read directly: YAML files, post folders with
 * Markdown, and the images and files they name, as the documents Sanity would hold for them.
 * Gives the same shape `loadExportDataset` gives for an export (documents with image fields as
 * `asset: {_ref}`, asset documents, the files to serve), so the store, the routes and GROQ do
 * not know which layout they serve. The folder is never written: measurements and drawn
 * covers are kept under `cacheDir` (the Lake's data folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedDataset } from '../dataset';
import type { SanityDoc } from '../types';
import { Assets } from './assets';
import {
  readCategories,
  readEducation,
  readExperience,
  readProjects,
  readSkills,
  readTestimonials,
} from './lists';
import { readPosts } from './posts';
import { Problems } from './problems';
import { readConnectPage, readSiteSettings } from './singletons';

export { ContentFolderError } from './problems';

export type AuthoringOptions = {
  projectId: string;
  dataset: string;
  /** Where image measurements and drawn covers are cached (created when missing). */
  cacheDir: string;
};

/**
 * Reads the folder; throws a ContentFolderError listing every problem (one `file:line: …` per
 * line) when anything in it is wrong. Synchronous, for gatsby-config and the Lake's start: the
 * images not measured before are measured before it returns.
 */
export function loadAuthoringFolder(contentDir: string, options: AuthoringOptions): LoadedDataset {
  const { documents, assets, problems } = readFolder(contentDir, options);
  const { assets: assetDocs, files } = assets.finish();
  problems.throwIfAny();
  return { documents, assets: assetDocs, files };
}

/**
 * The same for a running server (the content watcher): images are read and measured in the
 * background, so the event loop keeps answering requests while a new photo is measured.
 */
export async function loadAuthoringFolderAsync(
  contentDir: string,
  options: AuthoringOptions,
): Promise<LoadedDataset> {
  const { documents, assets, problems } = readFolder(contentDir, options);
  const { assets: assetDocs, files } = await assets.finishAsync();
  problems.throwIfAny();
  return { documents, assets: assetDocs, files };
}

/** The folder's text files as documents, with the images they name still to be measured. */
function readFolder(contentDir: string, options: AuthoringOptions) {
  const dir = path.resolve(contentDir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    throw new Error(
      `Content Lake: no content folder at ${dir} (CONTENT_DIR must name the authoring folder, or a folder in the layout "sanity dataset export" writes)`,
    );
  }
  const problems = new Problems();
  const assets = new Assets({
    contentDir: dir,
    cacheDir: options.cacheDir,
    projectId: options.projectId,
    dataset: options.dataset,
    problems,
  });
  const context = { contentDir: dir, assets, problems };

  const categories = readCategories(context);
  const documents: SanityDoc[] = [
    readSiteSettings(context),
    ...categories.docs,
    ...readEducation(context),
    ...readExperience(context),
    ...readSkills(context),
    ...readProjects(context),
    ...readTestimonials(context),
    readConnectPage(context),
    ...readPosts(dir, categories.slugs, assets, problems),
  ].filter((doc): doc is SanityDoc => doc !== undefined);

  // Measure images only for a folder that reads: the owner fixes the text first.
  problems.throwIfAny();
  return { documents, assets, problems };
}
