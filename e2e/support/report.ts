import { test } from '@playwright/test';

/**
 * What a browser test found besides passing or failing (a count, a table of what it checked), kept with the
 * test's result by the runner instead of printed: the JSON report (test-results/e2e.json) and the HTML report
 * show it beside the test, and parallel workers never interleave it.
 */

/** One line of figures, as an annotation of the running test. */
export function note(type: string, description: string): void {
  test.info().annotations.push({ type, description });
}

/** A table (rows of values, or one row as an object), attached to the running test as JSON. */
export async function attachTable(name: string, rows: unknown): Promise<void> {
  await test.info().attach(name, { body: JSON.stringify(rows, null, 2), contentType: 'application/json' });
}

/** A text (a plain-text table, a list of problems), attached to the running test. */
export async function attachText(name: string, text: string): Promise<void> {
  await test.info().attach(name, { body: text, contentType: 'text/plain' });
}
