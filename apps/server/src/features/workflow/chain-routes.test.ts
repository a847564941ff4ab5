import { ApprovalChain, Problem } from '@b2b-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from '../../db/seed-data';
import { createTestApp, type TestApp } from '../../testing';
import { type Answer, type Caller, callerFor } from '../cart/testing';

/** PUT of a company's approval chain: what a user administrator is told about a chain that cannot be saved. */
let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'silent' } });
  admin = callerFor(t.app, await t.signIn(demoUsers.useradmin.username));
});
afterAll(async () => {
  await t?.close();
});

const save = (json: unknown) => admin('POST', 'V1.0/workflowrouting/saveApprovalChain', { json });

function refusal(answer: Answer, status: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
}

const chainInvalid = 'The approval chain was not saved. Correct the levels marked and save again.';

describe('saving an approval chain', () => {
  it('refuses an amount a cent below the level before, at that level, in the editor’s words', async () => {
    const problem = refusal(
      await save({
        documentType: 4,
        levels: [
          { level: 1, roleType: 14, minAmount: '10000.00' },
          { level: 2, roleType: 15, minAmount: '9999.99' },
        ],
      }),
      422,
    );
    expect(problem).toMatchObject({ code: 'ApprovalChainInvalid', message: chainInvalid });
    expect(problem.errors).toEqual([
      {
        path: 'levels.1.minAmount',
        message: 'The amount must be at least $10,000.00, the amount of level 1.',
      },
    ]);
  });

  it('takes the largest amount and refuses a cent more', async () => {
    const largest = await save({
      documentType: 4,
      levels: [{ level: 1, roleType: 14, minAmount: '1000000000.00' }],
    });
    expect(largest.status, JSON.stringify(largest.body)).toBe(200);
    expect(ApprovalChain.parse(largest.body).levels).toMatchObject([{ minAmount: '1000000000.00' }]);

    const problem = refusal(
      await save({ documentType: 4, levels: [{ level: 1, roleType: 14, minAmount: '1000000000.01' }] }),
      422,
    );
    expect(problem.errors).toEqual([
      { path: 'levels.0.minAmount', message: 'The amount cannot be more than $1,000,000,000.00.' },
    ]);
  });

  it('refuses the same role at two levels from $0, at the second level’s role (issue 16)', async () => {
    const problem = refusal(
      await save({
        documentType: 4,
        levels: [
          { level: 1, roleType: 14, minAmount: '0' },
          { level: 2, roleType: 14, minAmount: '0' },
        ],
      }),
      422,
    );
    expect(problem).toMatchObject({ code: 'ApprovalChainInvalid', message: chainInvalid });
    expect(problem.errors).toEqual([
      {
        path: 'levels.1.roleType',
        message:
          'This role already approves at level 1. Choose another role: a role approves at one level of a chain.',
      },
    ]);
  });

  it.each([
    {
      case: 'a 17-digit amount, naming the largest (never capped)',
      minAmount: '99999999999999999.00',
      message: 'The amount cannot be more than $1,000,000,000.00.',
    },
    {
      case: 'text that is no amount',
      minAmount: '12,5',
      message: 'Enter the amount in dollars and cents, such as 1000.50.',
    },
  ])('refuses $case at the amount', async ({ minAmount, message }) => {
    const problem = refusal(
      await save({ documentType: 8, levels: [{ level: 1, roleType: 13, minAmount }] }),
      422,
    );
    expect(problem.errors).toEqual([{ path: 'levels.0.minAmount', message }]);
  });

  it('refuses a negative amount', async () => {
    const problem = refusal(
      await save({ documentType: 8, levels: [{ level: 1, roleType: 13, minAmount: '-0.01' }] }),
      422,
    );
    expect(problem.errors).toEqual([
      { path: 'levels.0.minAmount', message: 'The amount cannot be negative.' },
    ]);
  });

  it.each([
    {
      case: 'a role that cannot approve',
      levels: [{ level: 1, roleType: 12, minAmount: '0' }],
      error: { path: 'levels.0.roleType', message: 'Choose the role that approves at this level.' },
    },
    {
      case: 'levels out of order',
      levels: [
        { level: 2, roleType: 13, minAmount: '0' },
        { level: 1, roleType: 14, minAmount: '10' },
      ],
      error: {
        path: 'levels.0.level',
        message: 'This level must be number 1: levels are numbered 1, 2, 3… in order.',
      },
    },
    {
      case: 'six levels',
      levels: Array.from({ length: 6 }, (_, index) => ({ level: index + 1, roleType: 13, minAmount: '0' })),
      error: { path: 'levels', message: 'A chain has at most 5 levels. Remove a level.' },
    },
  ])('refuses $case as a bad request with the field and the reason', async ({ levels, error }) => {
    const problem = refusal(await save({ documentType: 8, levels }), 400);
    expect(problem.code).toBe('ValidationFailed');
    expect(problem.errors).toContainEqual(error);
  });

  it.each([
    {
      case: 'an amount as a JSON number',
      body: { documentType: 8, levels: [{ level: 1, roleType: 13, minAmount: 5 }] },
    },
    { case: 'no levels at all', body: { documentType: 8 } },
    { case: 'levels that are not a list', body: { documentType: 8, levels: 'all' } },
    { case: 'a level that is not an object', body: { documentType: 8, levels: [null] } },
    { case: 'an unknown document type', body: { documentType: 3, levels: [] } },
  ])('answers $case with 400, never a 500', async ({ body }) => {
    const problem = refusal(await save(body), 400);
    expect(problem.errors?.length).toBeGreaterThan(0);
  });
});
