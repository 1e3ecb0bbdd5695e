export { Navbar } from './navbar';
export type { NavbarPlacement, NavbarProps } from './navbar';
