/**
 * GraphQL fragments for content from gatsby-source-sanity (same types with real Sanity and the
 * embedded Lake). Gatsby registers every fragment exported from src/, so pages spread them by
 * name: `allSanityPost(sort: {publishedAt: DESC}) { nodes { ...SanityPostCard } }`.
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

/** A post in a list or card: title, slug, date, categories and a 600x315 cover. */
export const sanityPostCardFragment = graphql`
  fragment SanityPostCard on SanityPost {
    id
    _id
    title
    slug {
      current
    }
    publishedAt
    claps
    categories {
      _id
      title
    }
    mainImage {
      alt
      asset {
        _id
        gatsbyImage(
          width: 600
          height: 315
          layout: CONSTRAINED
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP]
          outputPixelDensities: [0.5, 1, 2]
        )
      }
    }
  }
`;

/** A whole post for /blog/:slug: the card fields plus the portable-text body and a 1200x630 hero. */
export const sanityPostFullFragment = graphql`
  fragment SanityPostFull on SanityPost {
    id
    _id
    title
    slug {
      current
    }
    publishedAt
    claps
    categories {
      _id
      title
    }
    mainImage {
      alt
      asset {
        _id
        gatsbyImage(
          width: 1200
          height: 630
          layout: CONSTRAINED
          placeholder: DOMINANT_COLOR
          formats: [AUTO, WEBP]
          outputPixelDensities: [0.25, 0.5, 1]
        )
      }
    }
    _rawBody
  }
`;

export const sanityCategoryFragment = graphql`
  fragment SanityCategoryChip on SanityCategory {
    _id
    title
  }
`;

/** An experience entry with up to 5 images: `thumb` for the card, `full` for the viewer. */
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
