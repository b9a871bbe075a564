import type { FastifyPluginAsync } from 'fastify';
import type { Analytics } from '../../data/analytics';
import analyticsRoutes from './analytics';
import type { DraftReader } from '../../data/previews';
import buildRoutes, { type AdminBuilds } from './builds';
import commentRoutes from './comments';
import draftRoutes from './drafts';
import inboxRoutes from './inbox';

type AdminRoutesOptions = {
  /** The build runner, when builds run on this server (AUTO_BUILD with releases). */
  builds?: AdminBuilds;
  analytics: Analytics;
  /** GET /api/admin/inbox also answers this bearer token (besides an owner's session). */
  inboxToken?: string;
  /** Reads draft posts, for their preview links; absent when no content service shows them. */
  drafts?: DraftReader;
  /** The site's origin, which preview links point at. */
  siteUrl: string;
};

/**
 * The owner's API, everything under /api/admin, registered here and only here. Every route
 * answers 404 to anyone but an owner: the owner plugin guards the whole prefix
 * (server/plugins/owner.ts), before bodies are read.
 */
const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app, options) => {
  await app.register(inboxRoutes, { token: options.inboxToken });
  await app.register(commentRoutes);
  await app.register(buildRoutes, { builds: options.builds });
  await app.register(draftRoutes, { drafts: options.drafts, siteUrl: options.siteUrl });
  await app.register(analyticsRoutes, { analytics: options.analytics });
};

export default adminRoutes;
