import {
  addAttachmentFormData,
  Problem,
  WORK_ITEM_DOCUMENT_TYPE,
  WorkItemHistory,
  WorkItemItems,
  WorkItemPage,
  WorkItemProductPage,
  WorkItemRequest,
  WorkItemRequesters,
  WorkItemSummaries,
} from '@b2b-portal/api';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  companies,
  devices,
  mailOutbox,
  userPermissions,
  workItemRequestHistory,
  workItemRequests,
} from '../../db/schema';
import { seedDeviceId } from '../../db/seed-contracts';
import { seedWorkItemId } from '../../db/seed-work-items';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoCompanies, demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { samples } from '../documents/documents.fixtures';
import {
  localWorkItemDesk,
  runWorkItemDesk,
  type SandboxDeskInput,
  sandboxDeskRefusal,
  WORK_ITEM_DESK_JOB,
} from './desk';
import { dashboardListMaintenanceRequests } from './store';

/**
 * Work item requests (issue 19): each kind's required fields, save → add items → submit, view-only once
 * submitted, the status rule (allowed and refused moves), the sandbox service desk moving a request to Completed
 * with a mail on each change, the audit trail, the list's filters, who sees what (own, the company's with
 * viewAllWorkItems, contract access), Contoso refused (no MaintenanceContracts feature) and another company's
 * request out of reach. contracts@ sees all of Northwind's contracts; contracts2@ only HPE's and the Palo Alto one.
 */

const base = 'v1.0/MaintenanceContractRequest';

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}
const problem = (answer: Answer, status: number) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return Problem.parse(answer.body);
};

// sntc:1 (C9300-48P-A FOC2231X001) and pss:3 are under contracts that ended (the seed's expired bucket); sntc:3
// and sntc:7 under active ones: the sandbox desk rejects a request naming the former.
const sntc1 = seedDeviceId('northwind:sntc:1');
const sntc3 = seedDeviceId('northwind:sntc:3');
const sntc7 = seedDeviceId('northwind:sntc:7');
const pss3 = seedDeviceId('northwind:pss:3');
const hpe2 = seedDeviceId('northwind:hpe-fc:2');

function workItemScenario(subject: () => EngineSubject) {
  const db = () => subject().database.db;
  const save = (caller: Caller, path: string, json: Record<string, unknown>) =>
    caller('POST', `${base}/${path}`, { json });
  const siteTransfer = (caller: Caller, json: Record<string, unknown> = {}) =>
    save(caller, 'saveSiteTransferAndServiceLevelRequests', {
      type: 2,
      destinationAddress: 'Worcester Clinic, 20 Front St, Worcester, MA 01608',
      ...json,
    });
  const get = async (caller: Caller, id: string) =>
    ok(await caller('GET', `${base}/getRequestItem`, { query: { id } }), WorkItemRequest);
  const list = async (caller: Caller, query: Record<string, string> = {}) =>
    ok(await caller('GET', `${base}/listRequestForStorefront`, { query }), WorkItemPage);
  const setStatus = (caller: Caller, id: string, status: number) =>
    caller('POST', `${base}/setStatus`, { json: { id, status } });

  it('should refuse each kind without its required fields, naming them, and a kind the call does not save', async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const cases: [string, number, string[]][] = [
      ['saveSiteTransferAndServiceLevelRequests', 1, ['supportLevel', 'onsiteSupport', 'replacementPart']],
      ['saveSiteTransferAndServiceLevelRequests', 2, ['destinationAddress']],
      ['addRMAUpdateRequest', 3, ['previousSerial', 'newSerial']],
      ['addAssociateUserCCOIDWithContractRequest', 4, ['userName', 'ccoId']],
      ['addGeneralInquiryRequest', 5, ['question']],
      ['addServiceLevelConsolidationContractRequest', 6, ['serialNumbers']],
      ['addNewCoverageRequest', 7, ['serialNumbers', 'supportLevel', 'onsiteSupport', 'replacementPart']],
    ];
    for (const [path, type, fields] of cases) {
      const refused = problem(await save(casey, path, { type, question: type === 5 ? '   ' : 'x' }), 400);
      expect(refused.code).toBe('ValidationFailed');
      expect(refused.errors?.map((error) => error.path)).toEqual(fields);
      expect(refused.errors?.[0]?.message).toBe('This field is required.');
    }
    // An RMA update to the serial it had asks for nothing: refused at the new serial, in the catalogue's words.
    const sameSerial = problem(
      await save(casey, 'addRMAUpdateRequest', {
        type: 3,
        previousSerial: 'FOC2238X002',
        newSerial: 'foc2238x002',
      }),
      400,
    );
    expect(sameSerial.code).toBe('ValidationFailed');
    expect(sameSerial.errors).toEqual([
      { path: 'newSerial', message: 'The new serial number must differ from the previous serial number.' },
    ]);
    const wrongCall = problem(
      await save(casey, 'addGeneralInquiryRequest', { type: 2, destinationAddress: 'A' }),
      422,
    );
    expect(wrongCall.code).toBe('WorkItemWrongKind');
    const badChoice = await save(casey, 'addNewCoverageRequest', {
      type: 7,
      serialNumbers: 'A',
      supportLevel: 9,
      onsiteSupport: 1,
      replacementPart: 1,
    });
    expect(badChoice.status).toBe(400);
    const inquiry = ok(
      await save(casey, 'addGeneralInquiryRequest', {
        type: 5,
        question: ' Is the 9300 covered? ',
        rmaNumber: 'R1',
      }),
      WorkItemRequest,
    );
    expect(inquiry).toMatchObject({
      number: 'WI-700001',
      status: 0,
      statusName: 'Unsubmitted',
      typeName: 'General Inquiry',
      question: 'Is the 9300 covered?',
      // Another kind's field is not kept.
      rmaNumber: '',
      viewOnly: false,
      maySubmit: true,
    });
  });

  it('should save a Site Transfer, add devices, submit it, and keep it view-only from then on', async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const saved = ok(await siteTransfer(casey), WorkItemRequest);
    expect(saved).toMatchObject({ type: 2, status: 0, itemCount: 0, requesterName: 'Casey Contracts' });
    // Submitting needs the devices the kind names.
    const empty = problem(await setStatus(casey, saved.id, 1), 422);
    expect(empty).toMatchObject({
      code: 'WorkItemNoItems',
      message: 'Add at least one device before submitting.',
    });
    // A contract is not what a Site Transfer names.
    const contracts = await casey('POST', `${base}/addItems`, {
      json: { requestId: saved.id, contractIds: [demoCompanies.northwind.id] },
    });
    expect(problem(contracts, 422).code).toBe('WorkItemItemsNotAllowed');
    const offered = ok(
      await casey('GET', `${base}/getProductInstances`, { query: { requestId: saved.id, search: 'c9300' } }),
      WorkItemProductPage,
    );
    expect(offered.totalRecords).toBeGreaterThan(0);
    expect(offered.data.every((device) => /c9300/i.test(device.partNumber))).toBe(true);
    const items = ok(
      await casey('POST', `${base}/addItems`, {
        json: { requestId: saved.id, deviceIds: [sntc3, pss3, sntc3] },
      }),
      WorkItemItems,
    );
    expect(items.map((item) => item.deviceId).sort()).toEqual([sntc3, pss3].sort());
    expect(items[0]).toMatchObject({ kind: 'device', manufacturerName: expect.any(String) });
    // Adding one again keeps it once; the offer no longer lists what is on the request.
    ok(
      await casey('POST', `${base}/addItems`, { json: { requestId: saved.id, deviceIds: [sntc3] } }),
      WorkItemItems,
    );
    const after = ok(
      await casey('GET', `${base}/getProductInstances`, {
        query: { requestId: saved.id, size: '50', search: '' },
      }),
      WorkItemProductPage,
    );
    expect(after.data.map((device) => device.id)).not.toContain(sntc3);
    const removed = ok(
      await casey('DELETE', `${base}/deleteItem`, {
        query: { requestId: saved.id, itemId: items.find((item) => item.deviceId === pss3)?.id ?? '' },
      }),
      WorkItemItems,
    );
    expect(removed.map((item) => item.deviceId)).toEqual([sntc3]);
    ok(
      await casey('POST', `${base}/addItems`, { json: { requestId: saved.id, deviceIds: [sntc7] } }),
      WorkItemItems,
    );

    const submitted = ok(await setStatus(casey, saved.id, 1), WorkItemRequest);
    expect(submitted).toMatchObject({
      status: 1,
      statusName: 'Pending Approval',
      viewOnly: true,
      maySubmit: false,
    });
    expect(submitted.submittedAt).not.toBeNull();
    // View-only: no save, no item added or removed, no second submission.
    expect(problem(await siteTransfer(casey, { id: saved.id }), 409).code).toBe('WorkItemViewOnly');
    expect(
      problem(
        await casey('POST', `${base}/addItems`, { json: { requestId: saved.id, deviceIds: [pss3] } }),
        409,
      ).code,
    ).toBe('WorkItemViewOnly');
    expect(
      problem(
        await casey('DELETE', `${base}/deleteItem`, {
          query: { requestId: saved.id, itemId: removed[0]?.id ?? '' },
        }),
        409,
      ).code,
    ).toBe('WorkItemViewOnly');
    expect(problem(await setStatus(casey, saved.id, 1), 409).code).toBe('WorkItemWrongStatus');
    // The reseller's moves are not the requester's.
    expect(problem(await setStatus(casey, saved.id, 3), 422).code).toBe('WorkItemStatusNotYours');
    expect(problem(await setStatus(casey, saved.id, 2), 409).code).toBe('WorkItemWrongStatus');

    const history = ok(
      await casey('GET', `${base}/getHistory`, { query: { id: saved.id } }),
      WorkItemHistory,
    );
    expect(history.map((entry) => entry.action)).toEqual([
      'Created',
      'ItemsAdded',
      'ItemRemoved',
      'ItemsAdded',
      'StatusChanged',
    ]);
    expect(history.every((entry) => entry.who === 'Casey Contracts')).toBe(true);
    expect(history.at(-1)?.text).toBe('Status changed to Pending Approval');
    // The submission started the sandbox desk.
    const [row] = await db().select().from(workItemRequests).where(eq(workItemRequests.id, saved.id));
    expect(row?.status).toBe(1);
  });

  it('should have the sandbox desk complete a submitted request, mailing the requester on each change', async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const [pending] = (await list(casey, { status: '1' })).data.filter((entry) =>
      entry.number.startsWith('WI-7'),
    );
    expect(pending).toBeDefined();
    const id = pending?.id ?? '';
    await runWorkItemDesk(db());
    const done = await get(casey, id);
    expect(done).toMatchObject({ status: 2, statusName: 'Completed', viewOnly: true });
    const history = ok(await casey('GET', `${base}/getHistory`, { query: { id } }), WorkItemHistory);
    expect(history.slice(-3).map((entry) => [entry.who, entry.text])).toEqual([
      ['Casey Contracts', 'Status changed to Pending Approval'],
      ['Presidio service desk', 'Status changed to Pending Presidio'],
      ['Presidio service desk', 'Status changed to Completed'],
    ]);
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'workItem.statusChanged')));
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Work item request ${pending?.number}: Pending Approval`,
      `Work item request ${pending?.number}: Pending Presidio`,
      `Work item request ${pending?.number}: Completed`,
    ]);
    expect(mails[0]?.to).toEqual([demoUsers.contracts.username]);
    expect(mails[0]?.text).toContain(`/#/work-item-request?pageId=${id}`);
    // Nothing more to do once completed, and a final request moves no further.
    expect(await runWorkItemDesk(db())).toEqual({ done: 0, failed: 0, dead: 0 });
    await expect(localWorkItemDesk(db()).reject(id, 'Too late')).rejects.toMatchObject({
      code: 'WorkItemWrongStatus',
    });
    // The desk rejects what is pending, saying why.
    const rmaPsu = seedWorkItemId('rma-psu');
    const rejected = await localWorkItemDesk(db()).reject(rmaPsu, 'The RMA number is not one of ours.');
    expect(rejected.status).toBe(4);
    expect(await get(casey, rmaPsu)).toMatchObject({
      status: 4,
      statusName: 'Rejected',
      rejectionReason: 'The RMA number is not one of ours.',
    });
    expect(WORK_ITEM_DESK_JOB).toBe('workItemDesk.advance');
  });

  it('should have the sandbox desk reject at Pending Approval a request naming a device not under an active contract, saying why', async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const saved = ok(await siteTransfer(casey), WorkItemRequest);
    ok(
      await casey('POST', `${base}/addItems`, { json: { requestId: saved.id, deviceIds: [sntc3, sntc1] } }),
      WorkItemItems,
    );
    ok(await setStatus(casey, saved.id, 1), WorkItemRequest);
    const [ended] = await db()
      .select({ end: devices.contractEndDate })
      .from(devices)
      .where(eq(devices.id, sntc1));
    expect(ended?.end && ended.end < new Date().toISOString().slice(0, 10)).toBe(true);
    const reason = `Not under an active maintenance contract: C9300-48P-A FOC2231X001 (coverage ended ${ended?.end}).`;

    await runWorkItemDesk(db());
    const rejected = await get(casey, saved.id);
    expect(rejected).toMatchObject({
      status: 4,
      statusName: 'Rejected',
      viewOnly: true,
      rejectionReason: reason,
    });
    // The list and the device page answer the reason too; a request not rejected has none.
    const listed = (await list(casey, { status: '4', size: '100' })).data.find(
      (entry) => entry.id === saved.id,
    );
    expect(listed?.rejectionReason).toBe(reason);
    const bySntc3 = ok(
      await casey('GET', `${base}/listRequestsByDevice`, { query: { deviceId: sntc3 } }),
      WorkItemSummaries,
    );
    expect(bySntc3.find((entry) => entry.id === saved.id)?.rejectionReason).toBe(reason);
    expect(bySntc3.find((entry) => entry.id === seedWorkItemId('upgrade-core'))?.rejectionReason).toBeNull();
    // The audit trail: the desk's rejection with its reason, kept in the history row's detail; nothing after it.
    const history = ok(
      await casey('GET', `${base}/getHistory`, { query: { id: saved.id } }),
      WorkItemHistory,
    );
    expect(history.slice(-2).map((entry) => [entry.who, entry.text, entry.status])).toEqual([
      ['Casey Contracts', 'Status changed to Pending Approval', 1],
      ['Presidio service desk', `Status changed to Rejected: ${reason}`, 4],
    ]);
    const rows = await db()
      .select()
      .from(workItemRequestHistory)
      .where(and(eq(workItemRequestHistory.requestId, saved.id), eq(workItemRequestHistory.status, 4)));
    expect(rows.map((row) => [row.action, row.detail, row.userId])).toEqual([
      ['StatusChanged', reason, null],
    ]);
    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'workItem.statusChanged'),
          eq(mailOutbox.subject, `Work item request ${saved.number}: Rejected`),
        ),
      );
    expect(mail?.text).toContain(`Reason for rejection: ${reason}`);
    expect(await runWorkItemDesk(db())).toEqual({ done: 0, failed: 0, dead: 0 });

    // The seeded rejected request answers its reason.
    expect((await get(casey, seedWorkItemId('inquiry-eos'))).rejectionReason).toBe(
      'No contract change is needed: the end-of-sale question was answered by phone.',
    );
  });

  it("should have the sandbox desk reject any kind whose comments start with 'Sandbox reject:', and approve the rest", async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const submitInquiry = async (comments: string) => {
      const saved = ok(
        await save(casey, 'addGeneralInquiryRequest', {
          type: 5,
          question: 'Is the 9300 covered?',
          comments,
        }),
        WorkItemRequest,
      );
      ok(await setStatus(casey, saved.id, 1), WorkItemRequest);
      return saved.id;
    };
    const onPurpose = await submitInquiry('sandbox REJECT: Duplicate of WI-690005.');
    const bare = await submitInquiry('Sandbox reject:');
    const fine = await submitInquiry('Please answer by e-mail. Sandbox reject: not at the start');
    await runWorkItemDesk(db());
    expect(await get(casey, onPurpose)).toMatchObject({
      status: 4,
      rejectionReason: 'Duplicate of WI-690005.',
    });
    expect(await get(casey, bare)).toMatchObject({
      status: 4,
      rejectionReason: 'Rejected on request (service desk sandbox).',
    });
    expect(await get(casey, fine)).toMatchObject({ status: 2, rejectionReason: null });
  });

  it('should decide by the sandbox rule: coverage ending today still covers, ended contracts and devices named', () => {
    const today = '2026-11-28';
    const device = (
      name: string,
      coverageEnd: string | null,
      extra: Partial<SandboxDeskInput['devices'][0]> = {},
    ) => ({
      name,
      covered: true,
      coverageEnd,
      terminated: false,
      ...extra,
    });
    const none = { comments: '', devices: [], contracts: [] };
    expect(sandboxDeskRefusal(none, today)).toBeNull();
    expect(
      sandboxDeskRefusal({ ...none, devices: [device('A 1', today), device('B 2', null)] }, today),
    ).toBeNull();
    expect(
      sandboxDeskRefusal(
        {
          ...none,
          devices: [
            device('A 1', '2026-11-27'),
            device('B 2', '2027-01-01'),
            device('C 3', null, { covered: false }),
            device('D 4', '2027-01-01', { terminated: true }),
          ],
        },
        today,
      ),
    ).toBe(
      'Not under an active maintenance contract: A 1 (coverage ended 2026-11-27); C 3 (no contract); D 4 (terminated).',
    );
    expect(
      sandboxDeskRefusal(
        {
          ...none,
          contracts: [
            { contractNumber: 'CON-1', endDate: '2026-11-27' },
            { contractNumber: 'CON-2', endDate: today },
            { contractNumber: 'CON-3', endDate: null },
          ],
        },
        today,
      ),
    ).toBe('These contracts have ended: CON-1 (ended 2026-11-27).');
  });

  it('should list by the status filter and requester, newest first, paged', async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const open = await list(casey, { status: '5' });
    expect(open.data.every((entry) => [0, 1, 3].includes(entry.status))).toBe(true);
    const closed = await list(casey, { status: '6' });
    expect(closed.data.every((entry) => [2, 4].includes(entry.status))).toBe(true);
    expect(closed.data.length).toBeGreaterThan(0);
    for (const status of [0, 1, 3, 2, 4]) {
      const page = await list(casey, { status: String(status) });
      expect(page.data.length, `status ${status}`).toBeGreaterThan(0);
      expect(page.data.every((entry) => entry.status === status)).toBe(true);
    }
    const paged = await list(casey, { status: '6', size: '2', start: '1' });
    expect(paged.data).toHaveLength(2);
    expect(paged.totalRecords).toBe(closed.totalRecords);
    const dates = open.data.map((entry) => entry.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await casey('GET', `${base}/listRequestForStorefront`, { query: { status: '9' } })).status).toBe(
      400,
    );
    const statuses = await casey('GET', `${base}/getStatuses`);
    expect((statuses.body as { value: number }[]).map((entry) => entry.value)).toEqual([5, 6, 0, 1, 3, 2, 4]);
  });

  it("should show one's own requests, the company's with viewAllWorkItems, and devices only through contract access", async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const jordan = await subject().as(demoUsers.contracts2.username);
    const mine = (page: { data: { requesterId: string }[] }, userId: string) =>
      page.data.every((entry) => entry.requesterId === userId);
    expect(mine(await list(jordan, { status: '5', size: '100' }), demoUsers.contracts2.id)).toBe(true);
    expect(mine(await list(casey, { status: '5', size: '100' }), demoUsers.contracts.id)).toBe(true);
    const caseys = seedWorkItemId('upgrade-core');
    expect(problem(await jordan('GET', `${base}/getRequestItem`, { query: { id: caseys } }), 404).code).toBe(
      'WorkItemNotFound',
    );
    expect((await jordan('GET', `${base}/getHistory`, { query: { id: caseys } })).status).toBe(404);
    // contracts2@ sees only HPE's and the Palo Alto contract's devices: a Cisco device is not found.
    const jordans = ok(
      await save(jordan, 'saveSiteTransferAndServiceLevelRequests', {
        type: 2,
        destinationAddress: 'Boston',
      }),
      WorkItemRequest,
    );
    const cisco = await jordan('POST', `${base}/addItems`, {
      json: { requestId: jordans.id, deviceIds: [sntc1] },
    });
    expect(problem(cisco, 404).code).toBe('WorkItemItemNotFound');
    const offered = ok(
      await jordan('GET', `${base}/getProductInstances`, { query: { requestId: jordans.id, size: '50' } }),
      WorkItemProductPage,
    );
    expect(offered.data.length).toBeGreaterThan(0);
    expect(offered.data.some((device) => device.id === sntc1)).toBe(false);
    ok(
      await jordan('POST', `${base}/addItems`, { json: { requestId: jordans.id, deviceIds: [hpe2] } }),
      WorkItemItems,
    );
    const contracts = ok(await jordan('GET', `${base}/listAvailableContracts`), {
      parse: (value) => value as { contractNumber: string }[],
    });
    expect(contracts.map((contract) => contract.contractNumber).sort()).toEqual(
      ['HPE-FC-4410027', 'PANW-PREM-20931'].sort(),
    );
    // The device page's list: only requests the caller sees, and 404 for a device outside their access.
    const bySntc1 = ok(
      await casey('GET', `${base}/listRequestsByDevice`, { query: { deviceId: sntc1 } }),
      WorkItemSummaries,
    );
    expect(bySntc1.map((entry) => entry.id)).toContain(caseys);
    expect((await jordan('GET', `${base}/listRequestsByDevice`, { query: { deviceId: sntc1 } })).status).toBe(
      404,
    );
    // With viewAllWorkItems: the company's requests, but still no change to another's.
    await db()
      .insert(userPermissions)
      .values({ userId: demoUsers.contracts2.id, permission: 'viewAllWorkItems' });
    const jordanAll = await subject().as(demoUsers.contracts2.username);
    const all = await list(jordanAll, { status: '5', size: '100' });
    expect(all.data.some((entry) => entry.requesterId === demoUsers.contracts.id)).toBe(true);
    const requesters = ok(await jordanAll('GET', `${base}/getRequesters`), WorkItemRequesters);
    expect(requesters.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Casey Contracts', 'Jordan Fieldtech']),
    );
    const draft = seedWorkItemId('transfer-draft');
    expect((await get(jordanAll, draft)).viewOnly).toBe(true);
    expect(problem(await siteTransfer(jordanAll, { id: draft }), 409).code).toBe('WorkItemViewOnly');
  });

  it('should refuse a company without MaintenanceContracts and keep another company out of reach', async () => {
    const approver = await subject().as(demoUsers.approver.username);
    expect(problem(await approver('GET', `${base}/listRequestForStorefront`), 403).code).toBe('Forbidden');
    await db()
      .insert(userPermissions)
      .values({ userId: demoUsers.contosoBuyer.id, permission: 'workItemCreate' });
    const charlie = await subject().as(demoUsers.contosoBuyer.username);
    const refused = problem(await charlie('GET', `${base}/listRequestForStorefront`), 403);
    expect(refused.code).toBe('FeatureNotEnabled');
    expect(
      problem(await save(charlie, 'addGeneralInquiryRequest', { type: 5, question: 'Q' }), 403).code,
    ).toBe('FeatureNotEnabled');
    const [contoso] = await db().select().from(companies).where(eq(companies.id, demoCompanies.contoso.id));
    await db()
      .update(companies)
      .set({ features: (contoso?.features ?? 0) | 2 })
      .where(eq(companies.id, demoCompanies.contoso.id));
    try {
      const enabled = await subject().as(demoUsers.contosoBuyer.username);
      const own = await list(enabled, { status: '5' });
      expect(own.data.map((entry) => entry.id)).toEqual([seedWorkItemId('contoso-inquiry')]);
      expect(
        (await enabled('GET', `${base}/getRequestItem`, { query: { id: seedWorkItemId('upgrade-core') } }))
          .status,
      ).toBe(404);
      expect(
        (
          await enabled('POST', `${base}/addItems`, {
            json: { requestId: seedWorkItemId('transfer-draft'), deviceIds: [sntc1] },
          })
        ).status,
      ).toBe(404);
      const casey = await subject().as(demoUsers.contracts.username);
      expect(
        (await casey('GET', `${base}/getRequestItem`, { query: { id: seedWorkItemId('contoso-inquiry') } }))
          .status,
      ).toBe(404);
      const admin = await subject().as(demoUsers.admin.username);
      const adminAll = await list(admin, { status: '5', size: '100' });
      expect(adminAll.data.some((entry) => entry.id === seedWorkItemId('contoso-inquiry'))).toBe(false);
    } finally {
      await db()
        .update(companies)
        .set({ features: contoso?.features ?? 0 })
        .where(eq(companies.id, demoCompanies.contoso.id));
    }
  });

  it('should keep attachments with a request on the document attachments, changeable only while Unsubmitted', async () => {
    const upload = async (username: string, documentId: string, name = 'site-plan.pdf') => {
      const form = addAttachmentFormData({
        documentType: WORK_ITEM_DOCUMENT_TYPE,
        documentId,
        description: 'Floor plan of the new rack room',
        file: new Blob([samples.pdf() as Uint8Array<ArrayBuffer>]),
        fileName: name,
      });
      return subject().app.request('/api/V1.0/document/addAttachment', {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${await subject().signIn(username)}` },
      });
    };
    const draft = seedWorkItemId('transfer-draft');
    const added = await upload(demoUsers.contracts.username, draft);
    expect(added.status, await added.clone().text()).toBe(200);
    const casey = await subject().as(demoUsers.contracts.username);
    const listed = await casey('GET', 'V1.0/document/getAttachments', {
      query: { id: draft, type: String(WORK_ITEM_DOCUMENT_TYPE) },
    });
    expect(listed.status).toBe(200);
    expect((listed.body as { fileName: string }[]).map((entry) => entry.fileName)).toEqual(['site-plan.pdf']);
    // A submitted request takes no more; a company without MaintenanceContracts none (its buyer was given
    // workItemCreate above).
    expect((await upload(demoUsers.contracts.username, seedWorkItemId('rma-psu'))).status).toBe(409);
    const contoso = await upload(demoUsers.contosoBuyer.username, seedWorkItemId('contoso-inquiry'));
    expect(contoso.status).toBe(403);
    expect(((await contoso.json()) as { code: string }).code).toBe('FeatureNotEnabled');
  });

  it("should give the contracts dashboard the caller's open requests", async () => {
    const casey = await subject().as(demoUsers.contracts.username);
    const open = await list(casey, { status: '5', size: '3' });
    const principal = {
      userId: demoUsers.contracts.id,
      companyId: demoCompanies.northwind.id,
      permissions: ['contractsView', 'workItems'],
    } as unknown as Parameters<typeof dashboardListMaintenanceRequests>[1];
    const dashboard = await dashboardListMaintenanceRequests(db(), principal, 3);
    expect(dashboard.total).toBe(open.totalRecords);
    expect(dashboard.requests.map((entry) => entry.id)).toEqual(open.data.map((entry) => entry.id));
    const none = await dashboardListMaintenanceRequests(db(), {
      ...principal,
      permissions: ['contractsView'],
    });
    expect(none).toEqual({ total: 0, requests: [] });
  });
}

describeOnBothEngines('work item requests', workItemScenario, { env: { WORK_ITEM_DESK_STEP_SECONDS: '0' } });
