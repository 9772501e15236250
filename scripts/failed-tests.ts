/**
 * The failed tests of a run, a few lines each, for the end of `npm test`'s output. CI keeps only the tail of
 * what a run printed: the runners' own failure reports scroll out of it, and a failure seen once on a busy
 * machine must still say which test, which line and which expectation.
 */

type PlaywrightError = { message?: string; location?: { file: string; line: number } };
type PlaywrightTest = { projectName: string; status: string; results: { errors?: PlaywrightError[] }[] };
type PlaywrightSpec = { title: string; file: string; line: number; tests: PlaywrightTest[] };
type PlaywrightSuite = { title: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
export type PlaywrightReport = { suites?: PlaywrightSuite[] };

type VitestAssertion = { fullName: string; status: string; failureMessages?: string[] };
export type VitestReport = { testResults?: { name: string; assertionResults?: VitestAssertion[] }[] };

/** How many failures are told, and how many lines of each one's message. */
const MAX_FAILURES = 5;
const MESSAGE_LINES = 4;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the terminal's colour codes are what it removes
const COLOURS = /\u001b\[[0-9;]*m/g;

/** The first lines of a message that say something (the colour codes and blank lines left out). */
function firstLines(message: string | undefined): string[] {
  return (message ?? '')
    .replace(COLOURS, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, MESSAGE_LINES)
    .map((line) => `    ${line}`);
}

function playwrightFailures(suite: PlaywrightSuite, titles: string[]): string[][] {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => {
        const error = test.results.at(-1)?.errors?.[0];
        const where = error?.location ? ` (fails at line ${error.location.line})` : '';
        return [
          `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}${where}`,
          ...firstLines(error?.message),
        ];
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, path))];
}

function vitestFailures(report: VitestReport, lane: string): string[][] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => [
        `[${lane}] ${file.name.replace(`${process.cwd()}/`, '')} › ${assertion.fullName}`,
        ...firstLines(assertion.failureMessages?.[0]),
      ]),
  );
}

/** The lines to print: each failed test with where it failed and its message's first lines; none when all passed. */
export function failedTestLines(reports: {
  unit?: VitestReport | null;
  webkit?: VitestReport | null;
  browser?: PlaywrightReport | null;
}): string[] {
  const failures = [
    ...(reports.unit ? vitestFailures(reports.unit, 'unit') : []),
    ...(reports.webkit ? vitestFailures(reports.webkit, 'webkit') : []),
    ...(reports.browser?.suites ?? []).flatMap((suite) => playwrightFailures(suite, [])),
  ];
  if (failures.length === 0) return [];
  const left = failures.length - MAX_FAILURES;
  return [
    'failed tests:',
    ...failures.slice(0, MAX_FAILURES).flat(),
    ...(left > 0 ? [`  and ${left} more (the runners' reports above)`] : []),
  ];
}
