import { useId, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton, Link, SkipLink } from '../primitives';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from '../icons';
import type { ColorMode } from '../theme';
import {
  ActionSlot,
  Actions,
  Bar,
  Brand,
  BrandSlot,
  Item,
  List,
  MenuButtonSlot,
  Nav,
  Root,
  SearchSlot,
} from './TopBar.styles';

export type NavLink = {
  /** Visible text of the link. */
  label: string;
  /** In-page anchor (`#about`) or a route (`/blog`). */
  href: string;
};

/** The landing page's links, in the spec's order. */
export const landingLinks: NavLink[] = [
  { label: 'Home', href: '#home' },
  { label: 'About', href: '#about' },
  { label: 'Projects', href: '#projects' },
  { label: 'Blogs', href: '/blog' },
  { label: 'Contact me', href: '#contact' },
];

export type TopBarProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Text or logo linking home. */
  brand: ReactNode;
  /** Where the brand links. @default '/' */
  brandHref?: string;
  /** Navigation links. @default landingLinks */
  links?: NavLink[];
  /** The active colour mode (decides the toggle's icon and label). */
  colorMode: ColorMode;
  /** Called with the mode to switch to when the toggle is pressed. */
  onColorModeChange: (change: { colorMode: ColorMode }) => void;
  /** Whether the mobile menu (700px or narrower) is open. */
  menuOpen: boolean;
  /** Called when the hamburger button or a menu link asks to open or close the menu. */
  onMenuOpenChange: (change: { open: boolean }) => void;
  /** Extra controls after the links, e.g. a user menu. */
  actions?: ReactNode;
  /**
   * The search control (a `SearchButton`), shown beside the colour-mode toggle at every width,
   * never inside the collapsed menu.
   */
  search?: ReactNode;
  /** The id of the page's <main>, which the 'Skip to content' link targets. @default 'main' */
  mainId?: string;
};

/**
 * Sticky site header: a 'Skip to content' link (the page's first stop for Tab), brand,
 * navigation links, an optional search control (shown at every width), dark-mode toggle and,
 * at 700px or narrower, a hamburger button that shows the links in a drop-down panel, which
 * Escape closes. Fully controlled. The brand and the actions shrink (with an ellipsis) before
 * the bar would overflow a narrow phone.
 */
export function TopBar({
  brand,
  brandHref = '/',
  links = landingLinks,
  colorMode,
  onColorModeChange,
  menuOpen,
  onMenuOpenChange,
  actions,
  search,
  mainId = 'main',
  ...rest
}: TopBarProps) {
  const menuId = useId();
  const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
  const close = () => {
    if (menuOpen) onMenuOpenChange({ open: false });
  };
  const rootRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const onMenuOpenChangeRef = useRef(onMenuOpenChange);
  useEffect(() => {
    onMenuOpenChangeRef.current = onMenuOpenChange;
  });
  // While the mobile menu is open, Escape closes it; focus goes back to the menu button unless
  // the reader had already moved it elsewhere on the page.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const active = document.activeElement;
      const focusWasInHeader =
        !active || active === document.body || Boolean(rootRef.current?.contains(active));
      onMenuOpenChangeRef.current({ open: false });
      if (focusWasInHeader) menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);
  return (
    <Root ref={rootRef} {...rest}>
      <SkipLink href={`#${mainId}`}>Skip to content</SkipLink>
      <Bar>
        <BrandSlot>
          <Link href={brandHref}>
            <Brand>{brand}</Brand>
          </Link>
        </BrandSlot>
        <Nav id={menuId} aria-label="Main" data-open={menuOpen}>
          <List>
            {links.map((link) => (
              <Item key={link.href}>
                <Link href={link.href} onClick={close}>
                  {link.label}
                </Link>
              </Item>
            ))}
          </List>
        </Nav>
        <Actions>
          {actions && <ActionSlot>{actions}</ActionSlot>}
          {search && <SearchSlot>{search}</SearchSlot>}
          <IconButton
            type="button"
            aria-label={`Switch to ${next} mode`}
            onClick={() => onColorModeChange({ colorMode: next })}
          >
            {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
          </IconButton>
          <MenuButtonSlot>
            <IconButton
              ref={menuButtonRef}
              type="button"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => onMenuOpenChange({ open: !menuOpen })}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </MenuButtonSlot>
        </Actions>
      </Bar>
    </Root>
  );
}
