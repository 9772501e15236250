import { describe, expect, it } from 'vitest';
import { failedTestLines } from './failed-tests';

const passingSpec = {
  title: 'passes',
  file: 'a.spec.ts',
  line: 3,
  tests: [{ projectName: 'mock', status: 'expected', results: [{ errors: [] }] }],
};

describe('the failed tests at the end of a run', () => {
  it('says nothing when every test passed', () => {
    expect(
      failedTestLines({
        unit: { testResults: [{ name: '/x/a.test.ts', assertionResults: [{ fullName: 'a', status: 'passed' }] }] },
        browser: { suites: [{ title: 'a.spec.ts', specs: [passingSpec] }] },
      }),
    ).toEqual([]);
  });

  it('names a failed browser test by project, file, line, its describe blocks and the line it failed at, with the message', () => {
    const lines = failedTestLines({
      browser: {
        suites: [
          {
            title: 'motion.spec.ts',
            specs: [passingSpec],
            suites: [
              {
                title: 'with reduce motion',
                specs: [
                  {
                    title: 'the popup opens',
                    file: 'motion.spec.ts',
                    line: 9,
                    tests: [
                      {
                        projectName: 'mock',
                        status: 'unexpected',
                        results: [
                          {
                            errors: [
                              {
                                message:
                                  '\u001b[31mError: expect(locator).toBeHidden() failed\u001b[39m\n\nLocator: dialog\nExpected: hidden\nReceived: visible\nCall log: …',
                                location: { file: '/x/motion.spec.ts', line: 16 },
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    });
    expect(lines).toEqual([
      'failed tests:',
      '[mock] motion.spec.ts:9 › with reduce motion › the popup opens (fails at line 16)',
      '    Error: expect(locator).toBeHidden() failed',
      '    Locator: dialog',
      '    Expected: hidden',
      '    Received: visible',
    ]);
  });

  it('names a failed unit test by file and full name, and tells how many more there are past five', () => {
    const failed = Array.from({ length: 7 }, (_, index) => ({
      fullName: `case ${index}`,
      status: 'failed',
      failureMessages: [`AssertionError: ${index}`],
    }));
    const lines = failedTestLines({
      unit: { testResults: [{ name: `${process.cwd()}/src/a.test.ts`, assertionResults: failed }] },
    });
    expect(lines[1]).toBe('[unit] src/a.test.ts › case 0');
    expect(lines[2]).toBe('    AssertionError: 0');
    expect(lines.filter((line) => line.startsWith('[unit]'))).toHaveLength(5);
    expect(lines.at(-1)).toBe("  and 2 more (the runners' reports above)");
  });
});
