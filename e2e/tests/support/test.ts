// The `test` every journey imports: Playwright's, plus a watch on the Content-Security-Policy
// (issue 14). Any violation on any page of the test — the default context, its popups, and any
// context a journey opens with browser.newContext() — fails the test, listing what was refused. A
// context kept across tests (keptContext, the route sweep's) reports to whichever test is running.
import { test as base, expect } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';

export { expect };

const BINDING = '__genetypeCspViolation';

/** Reports the page's `securitypolicyviolation` events (the browser's own account of a refusal). */
function listenForViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report?.(
        `${event.documentURI}: ${event.effectiveDirective} refused ${event.blockedURI || 'inline code'}${where}`,
      );
    },
    true,
  );
}

/** Hands the CSP violations of every page of `context` to `report`. */
export async function watchCsp(
  context: BrowserContext,
  report: (violation: string) => void,
): Promise<void> {
  await context.exposeBinding(BINDING, (_source, text: string) => {
    report(text);
  });
  await context.addInitScript(listenForViolations, BINDING);
  // The console also reports what no event reaches (e.g. a frame refused by frame-ancestors, seen
  // from the framing page).
  const onPage = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/Refused to |Content Security Policy/.test(text)) report(`${page.url()}: ${text}`);
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
}

/** The running test's violations: a worker runs one test at a time. */
let running: string[] | undefined;
/** Browser.newContext as Playwright made it, before the fixture below wraps it for a test. */
let unwrappedNewContext: Browser['newContext'] | undefined;

/**
 * A browser context that outlives the test that opens it, for checks that need a warm HTTP cache
 * rather than a fresh browser (the route sweep keeps one per group of visits). Each test that uses
 * it still answers for the CSP violations of its own time: they go to the running test. The caller
 * closes it (or the worker's browser does, at the end).
 */
export async function keptContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await (unwrappedNewContext ?? browser.newContext.bind(browser))(options);
  await watchCsp(context, (text) => running?.push(text));
  return context;
}

export interface CspOptions {
  /** Violations a journey provokes on purpose (the framing journey); anything else still fails. */
  expectedCspViolations: RegExp[];
}

export const test = base.extend<CspOptions & { cspViolations: string[] }>({
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async (
      {
        context,
        browser,
        expectedCspViolations,
      }: { context: BrowserContext; browser: Browser; expectedCspViolations: RegExp[] },
      provide: (violations: string[]) => Promise<void>,
    ) => {
      const violations: string[] = [];
      const report = (text: string) => violations.push(text);
      await watchCsp(context, report);
      // Contexts a journey opens itself (rollout.spec.ts) are watched the same way.
      const newContext = browser.newContext.bind(browser);
      unwrappedNewContext = newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watchCsp(opened, report);
        return opened;
      };
      running = violations;
      try {
        await provide(violations);
      } finally {
        running = undefined;
        browser.newContext = newContext;
      }
      const unexpected = violations.filter(
        (text) => !expectedCspViolations.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
