/**
 * GraphQL fragments for content from gatsby-source-sanity (same types with real Sanity and the
 * embedded Lake), each exactly what one kind of page renders. Gatsby registers every fragment
 * exported from src/, so pages spread them by name
 * (`allSanityPost(...) { nodes { ...SanityPostCard } }`), and graphqlTypegen turns each into a
 * `Queries.<Name>Fragment` type in src/gatsby-types.d.ts that the mappers in src/mappers take.
 *
 * Images use `asset { gatsbyImage(...) }` (gatsby-plugin-image's Image CDN path: built into
 * public/ at build time from the asset's url), never `gatsbyImageData`, which is hard-wired to
 * cdn.sanity.io. Render with <GatsbyImage image={...} alt={mainImage.alt} />; give the LCP image
 * loading="eager" and fetchPriority="high", leave the rest lazy (the default).
 *
 * Formats are WebP (plus the source format as fallback). AVIF is one argument away
 * (`formats: [AUTO, WEBP, AVIF]`) but costs ~6 s per 1200px image on a 2-core machine, which
 * makes a 1,000-post build take hours; see docs/content.md. Asset `url`s are not queried on
 * purpose: in embedded mode they point at the build-time Lake on 127.0.0.1.
 */
import { graphql } from 'gatsby';

export const sanityCategoryFragment = graphql`
  fragment SanityCategoryChip on SanityCategory {
    _id
    title
  }
`;

/**
 * A post's cover wherever it shows: the /blog card, the post's hero, the landing's latest posts
 * and the post's social card (og:image, the largest size). One set of arguments means each
 * cover is resized once for all of them: 760 px wide, and 1520 when the upload is that large
 * (WebP, or the upload's format as fallback). No 0.5x (380 px) size: the image's `sizes` is
 * 760 px from a 760 px window up, so only a 1x phone would pick it, and at 1,000 posts it cost
 * a quarter of the build (bench/RESULTS.md, build). The placeholder colour is the dominant
 * colour Sanity (or the embedded Lake's content step) measured at upload, `metadata.palette`,
 * instead of Gatsby's DOMINANT_COLOR, which fetches and analyses every cover again.
 */
export const sanityCoverImageFragment = graphql`
  fragment SanityCoverImage on SanityImageAsset {
    gatsbyImage(
      width: 760
      height: 428
      layout: CONSTRAINED
      formats: [AUTO, WEBP]
      outputPixelDensities: [1, 2]
      placeholder: NONE
    )
    metadata {
      palette {
        dominant {
          background
        }
      }
    }
  }
`;

/**
 * A post as a card in the /blog grid: title, slug, date, categories and its cover. `_id` starts
 * with `drafts.` for a draft, which only `gatsby develop` sources (it is marked "Draft").
 */
export const sanityPostCardFragment = graphql`
  fragment SanityPostCard on SanityPost {
    _id
    title
    slug {
      current
    }
    publishedAt
    mainImage {
      alt
      asset {
        ...SanityCoverImage
      }
    }
    categories {
      ...SanityCategoryChip
    }
  }
`;

/**
 * A whole post for /blog/:slug: the card's fields with the cover as hero, the build-time clap
 * count, the description (front matter; the meta description when given) and the portable-text
 * body (`_rawBody`, JSON: its block shapes are in ./types.ts).
 */
export const sanityPostFullFragment = graphql`
  fragment SanityPostFull on SanityPost {
    _id
    title
    slug {
      current
    }
    description
    publishedAt
    _updatedAt
    claps
    _rawBody
    mainImage {
      alt
      asset {
        ...SanityCoverImage
      }
    }
    categories {
      ...SanityCategoryChip
    }
  }
`;

/**
 * A picture in a post's body (a `figure` block), matched to its block by `_id` (the block's
 * asset reference): as wide as the body's column at most (760 px, 1520 for 2x screens), its own
 * aspect ratio, WebP with the upload's format as fallback, the dominant colour while it loads.
 */
export const sanityBodyImageFragment = graphql`
  fragment SanityBodyImage on SanityImageAsset {
    _id
    gatsbyImage(
      width: 760
      layout: CONSTRAINED
      formats: [AUTO, WEBP]
      outputPixelDensities: [1, 2]
      placeholder: NONE
    )
    metadata {
      palette {
        dominant {
          background
        }
      }
    }
  }
`;

/**
 * An experience entry with up to 5 images: `thumb` for the card, `full` for the viewer, and
 * the asset's alt text (the site names the photo itself when it has none).
 */
export const sanityExperienceFragment = graphql`
  fragment SanityExperienceEntry on SanityExperience {
    _id
    company
    role
    startDate
    endDate
    description
    images {
      _key
      asset {
        _id
        altText
        thumb: gatsbyImage(
          width: 480
          height: 300
          layout: CONSTRAINED
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP]
          outputPixelDensities: [0.5, 1]
        )
        full: gatsbyImage(width: 800, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
`;

/**
 * Who the site is about and which pages it has (the siteSettings singleton): every page's
 * header, footer and head through `useSiteSettings`, and the JSON-LD of the pages that have
 * some. The landing page's own parts (bio, portrait, résumé, banners) are in its page query.
 */
export const sanitySiteIdentityFragment = graphql`
  fragment SanitySiteIdentity on SanitySiteSettings {
    name
    shortName
    role
    headline
    location
    email
    keywords
    geo {
      region
      placename
    }
    social {
      instagram
      linkedin
      github
      twitter
      medium
    }
    blog {
      subtitle
      description
      keywords
    }
    photos {
      description
      keywords
    }
    pages {
      connect
      projects
      photos
    }
  }
`;

/** The author of the blog and its posts, for their JSON-LD (read by gatsby-ssr from page data). */
export const sanitySiteAuthorFragment = graphql`
  fragment SanitySiteAuthor on SanitySiteSettings {
    name
    blog {
      description
    }
  }
`;

/**
 * The owner's portrait for the landing hero (siteSettings.portrait): at most 480 px wide (the
 * frame is 416 px at its largest), square-cropped, WebP. Null without a portrait.
 */
export const sanityPortraitFragment = graphql`
  fragment SanityPortrait on SanityMainImage {
    alt
    asset {
      gatsbyImage(width: 480, height: 480, layout: CONSTRAINED, formats: [AUTO, WEBP])
    }
  }
`;

/**
 * A project card: its image and animation as files copied into the built site (`publicPath`,
 * gatsby-node: SVG and GIF are shown as they are, not resized), and its links.
 */
export const sanityProjectCardFragment = graphql`
  fragment SanityProjectCard on SanityProject {
    _id
    title
    image {
      alt
      asset {
        publicPath
      }
    }
    animation {
      asset {
        publicPath
      }
    }
    description
    details
    link
    linkText
    page
    pageText
  }
`;
