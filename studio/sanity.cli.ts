import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID ?? '',
    dataset: process.env.SANITY_STUDIO_DATASET ?? 'production',
  },
  // gatsby-source-sanity reads this API's SDL: gen3, tag "default", non-playground.
  graphql: [
    {
      tag: 'default',
      id: 'default',
      workspace: 'portfolio',
      generation: 'gen3',
      playground: false,
    },
  ],
});
