import { Problem, ReportAssignmentUser, ReportUserLists, UserReportAssignment } from '@b2b-portal/api';
import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { reportDefinitions } from '../../db/schema';
import { demoCompanies } from '../../db/seed-data';
import { seedReportId } from '../../db/seed-reports';
import { describeOnBothEngines } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer } from '../cart/testing';

/**
 * Report assignment (issue 20) on PGlite and PostgreSQL: who may list, assign and unassign (assignUserToCompanyReports
 * or storefrontAdmin), the company scope (another company's report or user: 404), only viewReports holders
 * assigned (422), idempotent assign and unassign, deleteUser and the user page's view.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function problem(answer: Answer, status: number, code: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(Problem.parse(answer.body).code).toBe(code);
}

const openQuotes = seedReportId('open-quotes');
const spendByMonth = seedReportId('spend-by-month');
const emails = (users: readonly ReportAssignmentUser[]) => users.map((user) => user.email);

describeOnBothEngines('report assignment', (subject) => {
  const as = (persona: keyof typeof demoUsers) => subject().as(demoUsers[persona].username);

  it("should list a report's assigned users and the viewReports holders who are not", async () => {
    const admin = await as('admin');
    const assigned = ok(
      await admin('GET', 'V1.0/Report/listassignedusers', { query: { reportId: spendByMonth } }),
      z.array(ReportAssignmentUser),
    );
    expect(emails(assigned)).toContain('reports@northwind.example');
    const unassigned = ok(
      await admin('GET', 'V1.0/Report/listunassignedusers', { query: { reportId: openQuotes } }),
      z.array(ReportAssignmentUser),
    );
    expect(emails(unassigned)).toContain('reports@northwind.example');
    expect(emails(unassigned)).toContain('temp@northwind.example');
    // A buyer without viewReports is no one to assign; nor is another company's user.
    expect(emails(unassigned)).not.toContain('buyer@northwind.example');
    expect(emails(unassigned).every((email) => email.endsWith('@northwind.example'))).toBe(true);
  });

  it('should assign and unassign idempotently, answering both lists', async () => {
    const admin = await as('admin');
    const body = { reportId: openQuotes, userIds: [demoUsers.temp.id] };
    const first = ok(await admin('POST', 'V1.0/Report/assignusers', { json: body }), ReportUserLists);
    expect(emails(first.assigned)).toContain('temp@northwind.example');
    expect(emails(first.unassigned)).not.toContain('temp@northwind.example');
    const again = ok(await admin('POST', 'V1.0/Report/assignusers', { json: body }), ReportUserLists);
    expect(again.assigned.filter((user) => user.id === demoUsers.temp.id)).toHaveLength(1);
    const removed = ok(await admin('POST', 'V1.0/Report/unassignusers', { json: body }), ReportUserLists);
    expect(emails(removed.unassigned)).toContain('temp@northwind.example');
    const removedAgain = ok(
      await admin('POST', 'V1.0/Report/unassignusers', { json: body }),
      ReportUserLists,
    );
    expect(emails(removedAgain.assigned)).not.toContain('temp@northwind.example');
  });

  it('should refuse a user without viewReports with 422 in the words of the catalogue', async () => {
    const admin = await as('admin');
    const answer = await admin('POST', 'V1.0/Report/assignusers', {
      json: { reportId: openQuotes, userIds: [demoUsers.buyer.id] },
    });
    problem(answer, 422, 'UserCannotViewReports');
    expect(Problem.parse(answer.body).message).toBe(
      'Only users with the View Reports permission can be assigned reports.',
    );
  });

  it('should refuse callers without assignUserToCompanyReports with 403', async () => {
    for (const persona of ['reports', 'useradmin', 'buyer'] as const) {
      const caller = await as(persona);
      problem(
        await caller('GET', 'V1.0/Report/listassignedusers', { query: { reportId: openQuotes } }),
        403,
        'Forbidden',
      );
      problem(
        await caller('POST', 'V1.0/Report/assignusers', {
          json: { reportId: openQuotes, userIds: [demoUsers.reports.id] },
        }),
        403,
        'Forbidden',
      );
      problem(
        await caller('DELETE', 'V1.0/Report/deleteUser', {
          query: { reportId: spendByMonth, userId: demoUsers.reports.id },
        }),
        403,
        'Forbidden',
      );
    }
  });

  it("should answer 404 for another company's report or user, and for an unknown report", async () => {
    const contosoReportId = '5d0c6e41-0000-4000-8000-00000000c0c0';
    await subject()
      .database.db.insert(reportDefinitions)
      .values({
        id: contosoReportId,
        key: 'contoso-only',
        name: 'Contoso only',
        kind: 'custom',
        companyId: demoCompanies.contoso.id,
        formats: [1],
        computation: 'spend-by-month',
      });
    const admin = await as('admin');
    problem(
      await admin('GET', 'V1.0/Report/listassignedusers', { query: { reportId: contosoReportId } }),
      404,
      'ReportNotFound',
    );
    problem(
      await admin('POST', 'V1.0/Report/assignusers', {
        json: { reportId: contosoReportId, userIds: [demoUsers.reports.id] },
      }),
      404,
      'ReportNotFound',
    );
    problem(
      await admin('POST', 'V1.0/Report/assignusers', {
        json: { reportId: openQuotes, userIds: [demoUsers.contosoBuyer.id] },
      }),
      404,
      'UserNotFound',
    );
    problem(
      await admin('GET', 'V1.0/Report/listUserReportAssignments', {
        query: { userId: demoUsers.contosoBuyer.id },
      }),
      404,
      'UserNotFound',
    );
    problem(
      await admin('GET', 'V1.0/Report/listassignedusers', {
        query: { reportId: '5d0c6e41-0000-4000-8000-00000000dead' },
      }),
      404,
      'ReportNotFound',
    );
  });

  it("should show the user page's view, take one report back with deleteUser, and let a user reader only read", async () => {
    const admin = await as('admin');
    const view = ok(
      await admin('GET', 'V1.0/Report/listUserReportAssignments', {
        query: { userId: demoUsers.reports.id },
      }),
      UserReportAssignment,
    );
    expect(view.eligible).toBe(true);
    expect(view.canAssign).toBe(true);
    expect(view.assigned.map((report) => report.id)).toContain(spendByMonth);
    expect(view.unassigned.map((report) => report.id)).toContain(openQuotes);

    const after = ok(
      await admin('DELETE', 'V1.0/Report/deleteUser', {
        query: { reportId: spendByMonth, userId: demoUsers.reports.id },
      }),
      UserReportAssignment,
    );
    expect(after.assigned.map((report) => report.id)).not.toContain(spendByMonth);
    // The user is still there: deleteUser deletes the assignment only.
    ok(
      await admin('GET', 'V1.0/Report/listUserReportAssignments', {
        query: { userId: demoUsers.reports.id },
      }),
      UserReportAssignment,
    );
    await admin('POST', 'V1.0/Report/assignusers', {
      json: { reportId: spendByMonth, userIds: [demoUsers.reports.id] },
    });

    const reader = await as('useradmin');
    const read = ok(
      await reader('GET', 'V1.0/Report/listUserReportAssignments', {
        query: { userId: demoUsers.reports.id },
      }),
      UserReportAssignment,
    );
    expect(read.canAssign).toBe(false);
    const buyerView = ok(
      await admin('GET', 'V1.0/Report/listUserReportAssignments', { query: { userId: demoUsers.buyer.id } }),
      UserReportAssignment,
    );
    expect(buyerView.eligible).toBe(false);
    expect(buyerView.unassigned).toEqual([]);
  });
});
