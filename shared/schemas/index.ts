/**
 * The API's wire shapes, written once: the server validates requests and serialises answers with
 * these schemas, and both sides take their TypeScript types from them (`Static<typeof …>`, exported
 * beside each schema under the same name), so a changed field breaks the build on both sides.
 * The site imports types only (`import type`), so no schema reaches the browser's bundle. JSON
 * has no date type: every timestamp is an ISO 8601 string (`Timestamp`).
 */
export * from './common';
export * from './auth';
export * from './account';
export * from './public';
export * from './admin';
export * from './analytics';
export * from './previews';
