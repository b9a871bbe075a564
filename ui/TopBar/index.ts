export { TopBar, landingLinks, type TopBarProps, type NavLink } from './TopBar';
