import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { UNFILLED_MARK, watchPlaceholders } from './page-watch';

// Chromium logs every HTTP error answer a page receives as a console error ("Failed to load
// resource: the server responded with a status of 422 (Unprocessable Entity)"), and every request
// that never got an answer ("Failed to load resource: net::ERR_CONNECTION_REFUSED").
const FAILED_LOAD = /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::ERR_\w+)/;

// An HTTP error a test provokes on purpose (a wrong password, a refused form, a route it aborts):
// its status ('network' for no answer) and, optionally, a part of the URL. Nothing else that a
// page logs as an error is tolerated.
type Status = number | 'network';
export type ExpectedHttpError = { status: Status; url?: string | RegExp };

const matches = (expected: ExpectedHttpError, status: Status, url: string) =>
  expected.status === status &&
  (expected.url === undefined ||
    (typeof expected.url === 'string' ? url.includes(expected.url) : expected.url.test(url)));

// Collects what every page of a test logs as an error (console.error, uncaught exceptions,
// react-intl's FORMAT_ERROR, unfilled placeholders) and fails the test with the list.
export class ConsoleGuard {
  readonly problems: string[] = [];
  private readonly expected: ExpectedHttpError[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  // Declares an HTTP error status (and URL part) the test provokes; only that failed load is forgiven.
  expectHttpError(status: Status, url?: string | RegExp) {
    this.expected.push(url === undefined ? { status } : { status, url });
  }

  async watchContext(context: BrowserContext) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    await context.addInitScript(watchPlaceholders, UNFILLED_MARK);
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  // Pages created by browser.newContext() inside a test (a second user) are watched as well.
  async watchBrowser(browser: Browser, run: () => Promise<void>) {
    const original = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await original(...args);
      await this.watchContext(context);
      return context;
    };
    try {
      await run();
    } finally {
      browser.newContext = original;
    }
  }

  private watchPage(page: Page) {
    page.on('console', (message) => this.onConsole(page, message));
    page.on('pageerror', (error) => this.problems.push(`pageerror at ${page.url()}: ${error.message}`));
  }

  private onConsole(page: Page, message: ConsoleMessage) {
    if (message.type() !== 'error') return;
    const text = message.text();
    const failed = FAILED_LOAD.exec(text);
    const url = message.location().url;
    const status: Status = failed?.[1] ? Number(failed[1]) : 'network';
    if (failed && this.expected.some((e) => matches(e, status, url))) return;
    this.problems.push(`console error at ${page.url()}: ${text}${failed ? ` (${url})` : ''}`);
  }
}
