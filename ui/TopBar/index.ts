export { TopBar, landingLinks, type TopBarProps, type NavLink, type LinkComponent } from './TopBar';
