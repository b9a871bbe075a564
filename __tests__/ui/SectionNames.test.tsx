import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import * as aboutStories from '../../stories/About.stories';
import * as bannerStories from '../../stories/BlogBanner.stories';
import * as connectStories from '../../stories/ConnectPage.stories';
import * as contactStories from '../../stories/Contact.stories';
import * as educationStories from '../../stories/Education.stories';
import * as experienceStories from '../../stories/Experience.stories';
import * as heroStories from '../../stories/Hero.stories';
import * as latestStories from '../../stories/LatestBlogs.stories';
import * as projectsStories from '../../stories/Projects.stories';
import * as skillsStories from '../../stories/Skills.stories';
import * as testimonialStories from '../../stories/Testimonials.stories';
import * as topBarStories from '../../stories/TopBar.stories';

const { Default: About } = composeStories(aboutStories);
const { Default: BlogBanner } = composeStories(bannerStories);
const { Default: ConnectPage } = composeStories(connectStories);
const { Default: Contact } = composeStories(contactStories);
const { Default: Education } = composeStories(educationStories);
const { Many: Experience } = composeStories(experienceStories);
const { Default: Hero } = composeStories(heroStories);
const { Many: LatestBlogs } = composeStories(latestStories);
const { Many: Projects } = composeStories(projectsStories);
const { Default: Skills } = composeStories(skillsStories);
const { Default: Testimonials } = composeStories(testimonialStories);
const { MobileMenuOpen } = composeStories(topBarStories);

describe('generated ids', () => {
  it.each([
    ['About', About, 'about'],
    ['Education', Education, 'education'],
    ['Experience', Experience, 'experience'],
    ['Skills', Skills, 'skills'],
    ['Testimonials', Testimonials, 'testimonials'],
    ['Projects', Projects, 'projects'],
    ['LatestBlogs', LatestBlogs, 'blogs'],
    ['Contact', Contact, 'contact'],
  ])('%s is a region named by its heading and keeps its #%s anchor', (_name, Story, anchor) => {
    render(<Story />);
    const heading = screen.getByRole('heading', { level: 2 });
    const region = screen.getByRole('region', { name: heading.textContent ?? '' });
    expect(region).toHaveAttribute('id', anchor);
    expect(region).toContainElement(heading);
  });

  it.each([
    ['Hero', Hero],
    ['BlogBanner', BlogBanner],
    ['ConnectPage', ConnectPage],
  ])('%s: the page heading names its section', (_name, Story) => {
    render(<Story />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: heading.textContent ?? '' })).toContainElement(
      heading,
    );
  });

  it("names ConnectPage's 'More about the app' section by its heading", () => {
    render(<ConnectPage />);
    expect(screen.getByRole('region', { name: 'More about the app' })).toBeInTheDocument();
  });

  it('gives two sections on one page different ids, each named by its own heading', () => {
    render(
      <>
        <Skills heading="Languages" />
        <Skills heading="Tools" />
      </>,
    );
    for (const name of ['Languages', 'Tools']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(name);
    }
  });

  it("fills the blog banner's art with a pattern that exists in the same drawing", () => {
    const { container } = render(<BlogBanner />);
    // The art is aria-hidden decoration, so no role query reaches it; jsdom cannot paint it
    // either, so the reference from the fill to the pattern is what can be checked.
    /* eslint-disable testing-library/no-container, testing-library/no-node-access */
    const fill = container.querySelector('svg rect')?.getAttribute('fill') ?? '';
    const pattern = container.querySelector('svg defs pattern');
    /* eslint-enable testing-library/no-container, testing-library/no-node-access */
    const id = /^url\(#(.+)\)$/.exec(fill)?.[1];
    expect(id).toBeTruthy();
    expect(pattern).toHaveAttribute('id', id);
  });

  it('points the menu button at the menu it opens', () => {
    render(<MobileMenuOpen />);
    const button = screen.getByRole('button', { name: /^(Open|Close) menu$/ });
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(menu.id).not.toBe('');
  });
});
