// Build-time entry (packages/tooling/build/page-meta-plugin.cjs compiles it for Node): the page metadata and
// the share cards of mf-content. Nothing in the browser bundle imports it.
export { pageMetaSource } from './pages';
export { cards, CARD_WIDTH, CARD_HEIGHT } from './cards';
