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
import { owner } from '../config/site';
import { projects } from '../data/projects';
import { skills } from '../data/skills';
import { testimonials } from '../data/testimonials';
import {
  toExperienceItems,
  toHeroPortrait,
  toLatestPosts,
  type ExperienceImageData,
} from '../mappers/landing';
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

const banners = {
  top: ['React', 'Node.js', 'TypeScript', 'Next.js', 'PostgreSQL', 'Android', '.NET', 'Linux'],
  bottom: ['Web apps', 'APIs', 'Mobile apps', 'Open source', 'Accessibility', 'Performance'],
};

const bio = [
  `I am ${owner.name}, a software engineer from ${owner.location} who likes building products end to end: the database, the API and the pixels people touch.`,
  'Lately I have been building dashboards, booking systems and Connect, a group chat and video calling app, and writing about what I learn along the way.',
];

const education = {
  degree: 'B.Tech in Information Technology',
  institute: 'Narmada Institute of Technology',
  location: 'Indore, India',
  years: '2021 - 2025',
  mapUrl: 'https://www.openstreetmap.org/?mlat=22.7196&mlon=75.8577#map=14/22.7196/75.8577',
};

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

export default function IndexPage({ data }: PageProps<Queries.LandingPageQuery>) {
  const experience = useMemo(() => toExperienceItems(data.allSanityExperience.nodes), [data]);
  const posts = useMemo(() => toLatestPosts(data.allSanityPost.nodes), [data]);
  const portrait = useMemo(() => toHeroPortrait(data.sanitySiteSettings, owner.name), [data]);

  return (
    <>
      <SiteHeader mainId="home" />
      <main id="home">
        {/* Fixed to the viewport; inside <main> so that all content sits in a landmark. */}
        <PageScrollProgress />
        <Hero
          greeting={`Hi, I am ${owner.shortName}`}
          headline={owner.headline}
          bannerTop={banners.top}
          bannerBottom={banners.bottom}
          social={owner.social}
          portrait={portrait}
          renderPortrait={renderPortrait}
        />
        <AboutSection
          bio={bio}
          techStack="React, Next.js, Node.js, Express, TypeScript, .NET, PostgreSQL, MongoDB, Android"
          ownerName={owner.name}
          resumeUrl="/resume.pdf"
          resumeFileName="Aarav-Mehta-Resume.pdf"
        />
        <EducationSection
          {...education}
          sceneSrc="/landing/seaside.svg"
          sceneAlt="Pixel-art seaside at sunset with a palm tree, a sailing boat and a beach umbrella"
        />
        <ExperienceSection
          items={experience}
          platformSrc="/landing/platform.svg"
          renderImage={renderExperienceImage}
        />
        <SkillsSection skills={skills} />
        <TestimonialsSection items={testimonials} />
        <ProjectsSection projects={projects} />
        <LatestBlogsSection posts={posts} renderImage={renderPostImage} />
        <ContactSection email={owner.email} />
      </main>
      <SiteFooter />
    </>
  );
}

export const query = graphql`
  query LandingPage {
    sanitySiteSettings {
      ...SanitySiteSettingsPortrait
    }
    allSanityExperience(sort: { startDate: DESC }) {
      nodes {
        ...SanityExperienceEntry
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

export const Head: HeadFC = () => (
  <Seo
    title={`${owner.name} | ${owner.role}`}
    description={`${owner.name}, ${owner.role.toLowerCase()} in ${owner.location}: projects, experience, tech skills and blog.`}
    path="/"
    image={{
      src: '/landing/og.png',
      width: 1200,
      height: 630,
      alt: `${owner.name}, ${owner.role}`,
    }}
    keywords={[
      owner.name,
      'software engineer',
      'full-stack developer',
      'portfolio',
      'React',
      'Node.js',
      'TypeScript',
      'Indore',
    ]}
  >
    <meta name="geo.region" content="IN-MP" />
    <meta name="geo.placename" content="Indore" />
  </Seo>
);
