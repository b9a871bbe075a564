import type { ReactNode } from 'react';
import { Link } from '../primitives';
import { TopBar, type NavLink, type TopBarProps } from '../TopBar';
import { LoginSlot } from './BlogHeader.styles';

/** The blog's own links, in the spec's order. */
export const blogLinks: NavLink[] = [
  { label: 'Portfolio', href: '/' },
  { label: 'Blogs', href: '/blog' },
];

export type BlogHeaderProps = Omit<TopBarProps, 'links' | 'actions'> & {
  /**
   * The signed-in user's menu (username, avatar, Logout). When absent the header shows a
   * Login link instead.
   */
  userMenu?: ReactNode;
  /** Where the Login link goes. @default '/login' */
  loginHref?: string;
};

/**
 * The blog's top bar: Portfolio and Blogs links, then Login or the user's menu, the search
 * control when given (`search`), and the colour-mode toggle. A thin layer over TopBar, so it
 * collapses the same way at 700px.
 */
export function BlogHeader({ userMenu, loginHref = '/login', ...rest }: BlogHeaderProps) {
  const login = (
    <LoginSlot>
      <Link href={loginHref}>Login</Link>
    </LoginSlot>
  );
  return <TopBar {...rest} links={blogLinks} actions={userMenu ?? login} />;
}
