import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes, singletonTypes } from './schema';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID ?? '';
const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';
const singletons = new Set(singletonTypes);

export default defineConfig({
  name: 'portfolio',
  title: 'Portfolio content',
  projectId,
  dataset,
  plugins: [
    structureTool({
      // Site settings and the Connect page are one document each, under the type's name as id
      // (what the embedded Lake serves from site.yaml and connect.yaml): opened directly.
      structure: (S) =>
        S.list()
          .title('Content')
          .items([
            ...singletonTypes.map((type) =>
              S.documentTypeListItem(type).child(S.document().schemaType(type).documentId(type)),
            ),
            S.divider(),
            ...S.documentTypeListItems().filter((item) => !singletons.has(item.getId() ?? '')),
          ]),
    }),
  ],
  // The schema objects are plain data (see schema/types.ts); Sanity accepts them as they are.
  schema: {
    types: [...schemaTypes] as never,
    // No "new document" for a singleton (it would get a random id the site does not read).
    templates: (templates) => templates.filter(({ schemaType }) => !singletons.has(schemaType)),
  },
  document: {
    // A singleton is never duplicated or deleted, only edited and published.
    actions: (actions, { schemaType }) =>
      singletons.has(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete')
        : actions,
  },
});
