// The shell's chunks that load only once the page has settled (whenPageSettled in
// shell/src/app/page-settle.ts: field metrics, the web font's loader). They are never part of the
// first load, but a loaded machine can make the page settle before the measurement ends: counted by
// name, the measurement does not depend on the machine's load. A renamed chunk is counted again.
export const DEFERRED_CHUNK = /\/(field-metrics|field-metrics-collect|web-font)\.[0-9a-f]+\.js$/;
