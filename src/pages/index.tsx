import type { HeadFC } from 'gatsby';
import { ScrollProgress, useScrollProgress } from '../../ui';
import { SiteHeader } from '../components/SiteHeader';
import { Seo } from '../components/Seo';
import { owner } from '../config/site';

export default function IndexPage() {
  const progress = useScrollProgress();
  return (
    <>
      <ScrollProgress value={progress} />
      <SiteHeader />
      <main id="home">
        <section
          aria-labelledby="hero-title"
          style={{ padding: '4rem 1.5rem', maxWidth: 1200, margin: '0 auto' }}
        >
          <p>Hi, I am {owner.shortName}</p>
          <h1 id="hero-title">{owner.headline}</h1>
        </section>
        <section
          id="about"
          aria-label="About"
          style={{ minHeight: '60vh', padding: '2rem 1.5rem' }}
        />
        <section
          id="projects"
          aria-label="Projects"
          style={{ minHeight: '60vh', padding: '2rem 1.5rem' }}
        />
        <section
          id="contact"
          aria-label="Contact"
          style={{ minHeight: '60vh', padding: '2rem 1.5rem' }}
        />
      </main>
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={`${owner.name} | ${owner.role}`}
    description={`${owner.name}, ${owner.role.toLowerCase()} in ${owner.location}: projects, experience and blog.`}
    path="/"
    keywords={['software engineer', 'portfolio', 'React', 'Node.js', owner.name]}
  />
);
