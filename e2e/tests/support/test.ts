// The `test` every journey imports: Playwright's, plus a watch on the Content-Security-Policy
// (issue 14). Any violation on any page of the test — the default context, its popups, and any
// context a journey opens with browser.newContext() — fails the test, listing what was refused.
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

/** Collects the CSP violations of every page of `context` into `violations`. */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(listenForViolations, BINDING);
  // The console also reports what no event reaches (e.g. a frame refused by frame-ancestors, seen
  // from the framing page).
  const onPage = (page: Page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (/Refused to |Content Security Policy/.test(text))
        violations.push(`${page.url()}: ${text}`);
    });
  context.pages().forEach(onPage);
  context.on('page', onPage);
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
      await watchCsp(context, violations);
      // Contexts a journey opens itself (rollout.spec.ts) are watched the same way.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watchCsp(opened, violations);
        return opened;
      };
      try {
        await provide(violations);
      } finally {
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
