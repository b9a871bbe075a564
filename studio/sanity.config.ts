import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schema';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? '';
const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';

export default defineConfig({
  name: 'portfolio',
  title: 'Portfolio content',
  projectId,
  dataset,
  plugins: [structureTool()],
  // The schema objects are plain data (see schema/types.ts); Sanity accepts them as they are.
  schema: { types: [...schemaTypes] as never },
});
