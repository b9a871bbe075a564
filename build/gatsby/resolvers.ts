import type { Reporter } from 'gatsby';
import { highlightBody } from '../../src/lib/highlight';
import { figureAssetIds } from '../../src/lib/portableText';
import { publishAsset, type AssetSource } from '../public-files';
import { skillMark } from '../skill-marks';

/** A skill's brand mark as the page gets it: its title, colour and sprite symbol (no paths). */
export const SKILL_MARK_TYPE = `
  type SkillMark {
    slug: String!
    title: String!
    hex: String!
    sprite: String!
  }
`;

/** The raw body of a post node, whichever name gatsby-source-sanity gave it. */
const rawBodyOf = (source: Record<string, unknown>) =>
  source._rawDataBody ?? source._rawBody ?? source.body;

type NodeModel = {
  findAll: (options: { type: string; query: unknown }) => Promise<{ entries: Iterable<unknown> }>;
};

/**
 * Fields computed at build time, so the browser receives finished data:
 *
 * - `SanityPost.bodyHighlights`: `{ [code block _key]: html }`, highlighted here so no
 *   highlighter is ever downloaded;
 * - `SanityPost.bodyImages`: the image assets of the body's `figure` blocks, so the post's query
 *   can ask for their `gatsbyImage` (the renderer finds each by its `_id`);
 * - `SanitySkill.mark`: the skill's simple-icons mark (build/skill-marks.ts; null for `csharp`,
 *   which the ui draws, and for a slug simple-icons does not have);
 * - `SanityImageAsset.publicPath` / `SanityFileAsset.publicPath`: the asset copied into the
 *   built site (build/public-files.ts), for files shown as they are (SVG, GIF, PDF).
 */
export function siteResolvers(publicDir: string, reporter: Reporter) {
  const publicPath = {
    type: 'String',
    resolve: (source: AssetSource) => publishAsset(source, publicDir),
  };
  return {
    SanityPost: {
      bodyHighlights: {
        type: 'JSON',
        resolve: (source: Record<string, unknown>) => highlightBody(rawBodyOf(source)),
      },
      bodyImages: {
        type: '[SanityImageAsset!]!',
        resolve: async (
          source: Record<string, unknown>,
          _args: unknown,
          context: { nodeModel: NodeModel },
        ) => {
          const ids = figureAssetIds(rawBodyOf(source));
          if (ids.length === 0) return [];
          const { entries } = await context.nodeModel.findAll({
            type: 'SanityImageAsset',
            query: { filter: { _id: { in: ids } } },
          });
          return [...entries];
        },
      },
    },
    SanitySkill: {
      mark: {
        type: 'SkillMark',
        resolve: (source: { name?: string | null; icon?: string | null }) =>
          skillMark(source.icon, (slug) =>
            reporter.warn(
              `Skills: "${source.name ?? '?'}" names the icon "${slug}", which simple-icons does not have (https://simpleicons.org); its badge shows the name alone.`,
            ),
          ),
      },
    },
    SanityImageAsset: { publicPath },
    SanityFileAsset: { publicPath },
  };
}
