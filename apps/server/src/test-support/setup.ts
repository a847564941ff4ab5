import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, expect } from 'vitest';
import { takeConformanceViolations } from './conformance';

/**
 * Setup of the server's tests: every answer of a test app or test server is checked against the OpenAPI
 * document (`conformance.ts`); a test whose calls got an answer the document does not describe fails here.
 * With `CONFORMANCE_REPORT=<file>` the violations are also appended to that file, one a line (to review all of a
 * run at once).
 */
function expectConformingAnswers() {
  const violations = takeConformanceViolations();
  const report = process.env.CONFORMANCE_REPORT;
  if (report && violations.length > 0) appendFileSync(report, `${violations.join('\n')}\n`);
  expect(violations, 'answers that break the OpenAPI document (GET /api/openapi.json)').toEqual([]);
}

afterEach(expectConformingAnswers);
afterAll(expectConformingAnswers);
