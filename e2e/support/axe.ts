// axe-core (what a screen-reader, voice-control or keyboard user meets), injected into a page once and run as often as
// the test asks: the app navigates in place (openInApp), so one injection serves a whole walk. @axe-core/playwright's
// builder injected the 580 KB script again on every scan and collected passes too: 1.3–6.5 s a page on the 2-core
// machine, 76 s of the 96 s a walk of every page took.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices (the roles page's scan leaves them out). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical violations in `include` (a CSS selector; the whole page when absent), one line each with
 * the elements at fault.
 */
export const seriousViolations = async (page: Page, include?: string, tags: string[] = WCAG_TAGS): Promise<string[]> => {
  // page.evaluate runs outside the page's Content-Security-Policy (a script tag would be refused by it).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(context ?? document, runOptions),
    [include ?? null, options] as const,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
};
