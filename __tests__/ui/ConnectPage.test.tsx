import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/ConnectPage.stories';

const { Default, CodeLinkOpensNewTab } = composeStories(stories);

describe('ConnectPage', () => {
  it("has the hero: logo, heading 'Connect', poster, 'Meet Connect' and the technologies", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connect logo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connect on a laptop' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByRole('heading', { name: 'Meet Connect' })).toBeInTheDocument();
    const tech = within(screen.getByRole('list', { name: 'Built with' }));
    expect(tech.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'React',
      'Node.js',
      'Express',
      'MongoDB',
      'Socket.IO',
      'WebRTC',
    ]);
  });

  it("has 'More about the app' with three blocks of three paragraphs and two screenshots", () => {
    render(<Default />);
    expect(screen.getByRole('heading', { name: 'More about the app' })).toBeInTheDocument();
    const blocks = screen.getAllByRole('article');
    expect(blocks.map((b) => within(b).getByRole('heading').textContent)).toEqual([
      'Login and Signup',
      'Chat',
      'Create Channel and video call on that channel',
    ]);
    for (const block of blocks) {
      expect(within(block).getAllByText(/paragraph/)).toHaveLength(3);
      const shots = within(block).getAllByRole('img');
      expect(shots).toHaveLength(2);
      expect(shots[0]).toHaveAttribute('loading', 'lazy');
      expect(shots[0]).toHaveAttribute('width', '360');
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ConnectPage stories', () => {
  it('passes the CodeLinkOpensNewTab play function', async () => {
    await CodeLinkOpensNewTab.run();
    expect(screen.getByRole('heading', { name: 'Connect' })).toBeInTheDocument();
  });
});
