import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/Skills.stories';

const { Default } = composeStories(stories);

const names = [
  'React',
  '.NET',
  'Node.js',
  'Express',
  'Next.js',
  'Vite',
  'C#',
  'TypeScript',
  'Tailwind CSS',
  'MongoDB',
  'JavaScript',
  'C++',
  'Python',
  'MySQL',
  'PostgreSQL',
  'SQLite',
  'Sequelize',
  'Bash',
  'Firebase',
  'Android',
  'Linux | Ubuntu',
  'NGINX',
  'Apache Server',
  'Figma',
];

describe('Skills', () => {
  it('is anchored at #skills with the heading MY TECH SKILLS', () => {
    render(<Default />);
    expect(screen.getByRole('region', { name: 'MY TECH SKILLS' })).toHaveAttribute('id', 'skills');
  });

  it('shows the 24 badges in the spec order', () => {
    render(<Default />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(24);
    names.forEach((name, i) =>
      expect(within(items[i]!).getByText(name, { selector: 'span' })).toBeInTheDocument(),
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
