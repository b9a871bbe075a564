import { graphql, type HeadFC, type PageProps } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { useMemo } from 'react';
import {
  Hero,
  type LatestBlogsProps,
  type RenderExperienceImage,
  type RenderHeroPortrait,
} from '../../ui';
import { PageScrollProgress } from '../components/PageScrollProgress';
import { Seo } from '../components/Seo';
import { Picture } from '../components/Picture';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { useSiteSettings } from '../hooks/useSiteSettings';
import { homeCard } from '../lib/socialCard';
import {
  toEducationEntries,
  toExperienceItems,
  toHeroPortrait,
  toLandingSettings,
  toLatestPosts,
  toProjects,
  toSkills,
  toTestimonials,
  type ExperienceImageData,
} from '../mappers/landing';
import { listInWords, resumeFileName, roleInPlace, siteTitle } from '../mappers/site';
import {
  AboutSection,
  ContactSection,
  EducationSection,
  ExperienceSection,
  LatestBlogsSection,
  ProjectsSection,
  SkillsSection,
  TestimonialsSection,
} from '../sections/landing';

// The ui passes back, untyped, the `data` toExperienceItems put on each image.
const renderExperienceImage: RenderExperienceImage = (image, { variant, className }) => {
  const data = image.data as ExperienceImageData | undefined;
  const gatsbyImage = variant === 'full' ? data?.full : data?.thumb;
  if (!gatsbyImage) return null;
  return (
    <Picture
      image={gatsbyImage}
      alt={image.alt}
      className={className}
      objectFit={variant === 'full' ? 'contain' : 'cover'}
      loading={variant === 'full' ? 'eager' : 'lazy'}
    />
  );
};

const renderPostImage: NonNullable<LatestBlogsProps['renderImage']> = (image, { className }) =>
  image.data ? (
    <Picture image={image.data as IGatsbyImageData} alt={image.alt} className={className} />
  ) : null;

// The portrait is above the fold: loaded eagerly, at normal priority (the headline is the LCP).
const renderPortrait: RenderHeroPortrait = (portrait, { className }) =>
  portrait.data ? (
    <Picture
      image={portrait.data as IGatsbyImageData}
      alt={portrait.alt}
      className={className}
      loading="eager"
    />
  ) : null;

/**
 * The landing page: every section from content, each left out when its content is empty (no
 * heading over nothing), and the top bar's links only to the sections that are there.
 */
export default function IndexPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const site = useSiteSettings();
  const landing = useMemo(() => toLandingSettings(data.sanitySiteSettings), [data]);
  const education = useMemo(() => toEducationEntries(data.allSanityEducation.nodes), [data]);
  const experience = useMemo(() => toExperienceItems(data.allSanityExperience.nodes), [data]);
  const skills = useMemo(() => toSkills(data.allSanitySkill.nodes), [data]);
  const testimonials = useMemo(() => toTestimonials(data.allSanityTestimonial.nodes), [data]);
  const projects = useMemo(
    () => toProjects(data.allSanityProject.nodes, site.pages),
    [data, site.pages],
  );
  const posts = useMemo(() => toLatestPosts(data.allSanityPost.nodes), [data]);
  const portrait = useMemo(
    () => toHeroPortrait(data.sanitySiteSettings?.portrait, site.name),
    [data, site.name],
  );
  const hasAbout = landing.bio.length > 0 || Boolean(landing.techStack || landing.resumeUrl);
  const links = useMemo(
    () => [
      { label: 'Home', href: '#home' },
      ...(hasAbout ? [{ label: 'About', href: '#about' }] : []),
      ...(projects.length > 0 ? [{ label: 'Projects', href: '#projects' }] : []),
      { label: 'Blogs', href: '/blog' },
      ...(site.email ? [{ label: 'Contact me', href: '#contact' }] : []),
    ],
    [hasAbout, projects.length, site.email],
  );

  return (
    <>
      <SiteHeader mainId="home" links={links} />
      <main id="home">
        {/* Fixed to the viewport; inside <main> so that all content sits in a landmark. */}
        <PageScrollProgress />
        <Hero
          greeting={`Hi, I am ${site.shortName}`}
          headline={site.headline ?? site.name}
          hireHref={site.email ? '#contact' : null}
          bannerTop={landing.banners.top}
          bannerBottom={landing.banners.bottom}
          social={site.social}
          portrait={portrait}
          renderPortrait={renderPortrait}
        />
        {hasAbout && (
          <AboutSection
            bio={landing.bio}
            techStack={landing.techStack}
            ownerName={site.name}
            resumeUrl={landing.resumeUrl}
            resumeFileName={resumeFileName(site.name)}
          />
        )}
        {education.length > 0 && (
          <EducationSection
            entries={education}
            sceneSrc="/landing/seaside.svg"
            sceneAlt="Pixel-art seaside at sunset with a palm tree, a sailing boat and a beach umbrella"
          />
        )}
        {experience.length > 0 && (
          <ExperienceSection
            items={experience}
            platformSrc="/landing/platform.svg"
            renderImage={renderExperienceImage}
          />
        )}
        {skills.length > 0 && <SkillsSection skills={skills} />}
        {testimonials.length > 0 && <TestimonialsSection items={testimonials} />}
        {projects.length > 0 && <ProjectsSection projects={projects} />}
        {posts.length > 0 && <LatestBlogsSection posts={posts} renderImage={renderPostImage} />}
        {site.email && <ContactSection email={site.email} />}
      </main>
      <SiteFooter />
    </>
  );
}

export const query = graphql`
  query LandingPage {
    sanitySiteSettings {
      # Read by gatsby-ssr for the home page's JSON-LD (src/lib/structuredData.ts).
      ...SanitySiteIdentity
      bio
      techStack
      banners {
        top
        bottom
      }
      portrait {
        ...SanityPortrait
      }
      resume {
        asset {
          publicPath
        }
      }
    }
    allSanityEducation(sort: { order: ASC }) {
      nodes {
        _id
        degree
        institute
        location
        years
        mapUrl
      }
    }
    allSanityExperience(sort: { startDate: DESC }) {
      nodes {
        ...SanityExperienceEntry
      }
    }
    allSanitySkill(sort: { order: ASC }) {
      nodes {
        name
        icon
        mark {
          title
          hex
          sprite
        }
      }
    }
    allSanityTestimonial(sort: { order: ASC }) {
      nodes {
        text
        reviewer
        link
      }
    }
    allSanityProject(sort: { order: ASC }) {
      nodes {
        ...SanityProjectCard
      }
    }
    allSanityPost(
      sort: { publishedAt: DESC }
      filter: { slug: { current: { ne: null } } }
      limit: 6
    ) {
      nodes {
        title
        slug {
          current
        }
        mainImage {
          alt
          asset {
            ...SanityCoverImage
          }
        }
      }
    }
  }
`;

/** The home page's head: title, description, keywords and place from content, its own card. */
export const Head: HeadFC<Queries.LandingPageQuery> = ({ data }) => {
  const site = useSiteSettings();
  const sections = [
    data.allSanityProject.nodes.length > 0 && 'projects',
    data.allSanityExperience.nodes.length > 0 && 'experience',
    data.allSanitySkill.nodes.length > 0 && 'tech skills',
    'blog',
  ].filter((section): section is string => Boolean(section));
  const who = roleInPlace(site);
  return (
    <Seo
      title={siteTitle(site)}
      description={`${site.name}${who ? `, ${who}` : ''}: ${listInWords(sections)}.`}
      path="/"
      image={homeCard(site)}
      keywords={[site.name, ...site.keywords]}
    >
      {site.geo?.region && <meta name="geo.region" content={site.geo.region} />}
      {site.geo?.placename && <meta name="geo.placename" content={site.geo.placename} />}
    </Seo>
  );
};
