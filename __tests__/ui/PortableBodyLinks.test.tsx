import { ThemeProvider } from '@emotion/react';
import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import * as stories from '../../stories/PortableBody.stories';
import { PortableBody, theme } from '../../ui';
import { isAllowedHref as lakeAllows } from '../../server/content-lake/authoring/links';
import { isAllowedHref as bodyAllows } from '../../ui/PortableBody/links';

const { Links } = composeStories(stories);

/** A paragraph whose one word is linked to `href`. */
const linked = (href: string | undefined) => [
  {
    _type: 'block',
    _key: 'p',
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'm', ...(href === undefined ? {} : { href }) }],
    children: [
      { _type: 'span', _key: 's1', text: 'Read ', marks: [] },
      { _type: 'span', _key: 's2', text: 'this', marks: ['m'] },
    ],
  },
];

const ALLOWED = [
  'https://example.com/a?b#c',
  'http://example.com',
  'HTTPS://EXAMPLE.COM',
  'mailto:someone@example.com',
  '/blog/hello-world',
  '#section',
  '../other-post',
  'other-post',
  '//cdn.example.com/file',
];
const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'tel:+123',
  '',
  '   ',
];

describe('PortableBody links', () => {
  it.each(ALLOWED)('renders %j as a link', (href) => {
    render(<PortableBody value={linked(href)} />, {
      wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    });
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('href', href);
  });

  it.each([...REFUSED, undefined])('keeps the text of a link to %j, and no link', (href) => {
    render(<PortableBody value={linked(href)} />, {
      wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>,
    });
    expect(screen.getByText('Read this')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the story: allowed links are links, script and data links are text', () => {
    render(<Links />);
    for (const name of ['MDN', 'mail me', 'the blog', 'the end']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    const refused = screen.getByText(/^Shown as text/);
    expect(refused).toHaveTextContent(
      'Shown as text: a script link, a data page and a disguised script link.',
    );
    expect(within(refused).queryByRole('link')).toBeNull();
  });

  it('follows the rule the embedded Lake applies to content/ when it loads', () => {
    for (const href of [...ALLOWED, ...REFUSED]) {
      expect([href, bodyAllows(href)]).toEqual([href, lakeAllows(href)]);
    }
  });
});
