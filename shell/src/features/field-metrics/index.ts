// Field metrics (issue #39, docs/runbook.md "Field metrics"): a sampled share of page views reports
// LCP, INP, CLS, the first interaction on a page whose code starts on use, and its count of
// uncaught errors, labelled with the route's template, the language and each module's version.
// What must see the page from the start is in index.html's first script; this bootstrap part only
// schedules the rest, which loads once the page has settled (never with the first visit's code).
import { whenPageSettled } from '../../app/page-settle';

export function installFieldMetrics(): void {
  whenPageSettled(() => {
    import(/* webpackChunkName: "field-metrics" */ './start')
      .then(({ start }) => start())
      .catch(() => {});
  });
}
