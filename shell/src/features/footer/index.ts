export { Footer } from './footer';
