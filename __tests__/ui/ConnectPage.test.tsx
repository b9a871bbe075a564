import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import * as stories from '../../stories/ConnectPage.stories';
import * as previewStories from '../../stories/AppPreview.stories';

const { Default, CodeLinkOpensNewTab, ImageScreenshots } = composeStories(stories);
const { Chat, Channels, Login, Signup, CreateChannel, VideoCall, AllScreens } =
  composeStories(previewStories);

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
      expect(within(block).getAllByRole('img')).toHaveLength(2);
    }
    // The screenshots are drawn app screens, each one labelled image (no file to load).
    expect(screen.getByRole('img', { name: 'Login screen' })).toHaveAttribute(
      'data-screen',
      'login',
    );
    expect(screen.getByRole('img', { name: 'A video call' })).toHaveAttribute(
      'data-screen',
      'video-call',
    );
  });

  it('still shows image files as screenshots, lazily, with their size', () => {
    render(<ImageScreenshots />);
    const shots = screen.getAllByRole('img');
    expect(shots).toHaveLength(2);
    expect(shots[0]).toHaveAttribute('loading', 'lazy');
    expect(shots[0]).toHaveAttribute('width', '800');
  });

  it("has no 'Code' link without a repository and no 'More about the app' without features", () => {
    render(<Default codeUrl={undefined} features={[]} />);
    expect(screen.queryByRole('link', { name: /Code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'More about the app' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Default />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('AppPreview', () => {
  it('draws a chat thread with people, messages and a composer, as one labelled image', () => {
    render(<Chat />);
    const phone = screen.getByRole('img', { name: 'A conversation in the #react-devs channel' });
    expect(within(phone).getByText('# react-devs')).toBeInTheDocument();
    expect(within(phone).getByText('Anyone tried the React compiler?')).toBeInTheDocument();
    expect(within(phone).getByText('Pat')).toBeInTheDocument();
    expect(within(phone).getByText('Message # react-devs')).toBeInTheDocument();
    // Nothing inside the picture is interactive.
    for (const role of ['button', 'link', 'textbox'] as const) {
      expect(within(phone).queryAllByRole(role)).toHaveLength(0);
    }
  });

  it('draws each screen of the app', () => {
    const cases = [
      [Channels, '# indie-hackers'],
      [Login, 'Welcome back'],
      [Signup, 'Confirm password'],
      [CreateChannel, 'Create channel'],
      [VideoCall, 'You'],
    ] as const;
    for (const [Story, text] of cases) {
      const { unmount } = render(<Story />);
      expect(within(screen.getByRole('img')).getByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('has no axe violations on any screen', async () => {
    const { container } = render(<AllScreens />);
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ConnectPage stories', () => {
  it('passes the CodeLinkOpensNewTab play function', async () => {
    await CodeLinkOpensNewTab.run();
    expect(screen.getByRole('heading', { name: 'Connect' })).toBeInTheDocument();
  });
});
