export { installScrollRestoration } from './scroll-restoration';
