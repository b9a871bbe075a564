// Refreshes the committed SDL (server/content-lake/schema.graphql) from a deployed GraphQL API:
//   SANITY_STUDIO_PROJECT_ID=abc123 [SANITY_STUDIO_DATASET=production] [SANITY_TOKEN=...] npm run graphql:sdl
// The URL and Accept header are the ones gatsby-source-sanity uses to read the schema.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const projectId = process.env.SANITY_STUDIO_PROJECT_ID;
const dataset = process.env.SANITY_STUDIO_DATASET ?? 'production';
if (!projectId) {
  console.error('SANITY_STUDIO_PROJECT_ID is not set');
  process.exit(1);
}
const url = `https://${projectId}.api.sanity.io/v1/apis/graphql/${dataset}/default`;
const headers = { Accept: 'application/graphql' };
if (process.env.SANITY_TOKEN) headers.Authorization = `Bearer ${process.env.SANITY_TOKEN}`;
const res = await fetch(url, { headers });
if (!res.ok) {
  console.error(`GET ${url} -> ${res.status}: ${await res.text()}`);
  process.exit(1);
}
const target = fileURLToPath(new URL('../../server/content-lake/schema.graphql', import.meta.url));
await writeFile(target, await res.text());
console.log(`wrote ${target}`);
