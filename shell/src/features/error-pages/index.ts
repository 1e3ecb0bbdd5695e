export { ErrorPagesApp, ErrorPagesRoutes } from './error-pages-app';
