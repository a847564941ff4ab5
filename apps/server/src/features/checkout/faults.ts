/**
 * Fault injection for crash tests: `B2B_FAULT_INJECTION=checkout.beforeCommit:3000,checkout.afterCommit:3000`
 * makes the named points wait that many milliseconds, so a test can kill the process at a known moment of a
 * submission (inside the open transaction, or after the commit before the answer). Unset (always, outside those
 * tests), every point is a no-op.
 */
const points = new Map<string, number>(
  (process.env.B2B_FAULT_INJECTION ?? '')
    .split(',')
    .map((entry) => entry.trim().split(':'))
    .filter((parts): parts is [string, string] => parts.length === 2 && Number(parts[1]) > 0)
    .map(([name, ms]) => [name, Number(ms)]),
);

export async function faultPoint(name: string): Promise<void> {
  const wait = points.get(name);
  if (wait) {
    process.stdout.write(`fault point ${name}: waiting ${wait} ms\n`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
