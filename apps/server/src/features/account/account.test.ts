import {
  CheckoutAddress,
  CheckoutContact,
  Profile,
  SecurityContext,
  VendorCredentials,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { punchoutProfiles, users } from '../../db/schema';
import { demoCheckout } from '../../db/seed-checkout';
import { demoCompanies } from '../../db/seed-data';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { DEMO_PASSWORD, demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';
import { decryptVendorSecret, vendorCredentialsKey } from './vendor-secret';

/**
 * My Account (002 §2 /account, §5, §7, §8; issue 18): the caller's profile, password, the company's vendor
 * credentials, and the caller's own addresses and contacts. Every call acts on the caller alone; another user's or
 * another company's row is not found, and bad input is refused with the documents' words.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}

function refused(answer: Answer, status: number, code: string, path: string, message: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ code, errors: expect.arrayContaining([{ path, message }]) });
}

const newShipTo = {
  type: 2,
  name: 'Blake Home Office',
  line1: '12 Elm Street',
  city: 'Philadelphia',
  state: 'PA',
  zipCode: '19103',
  countryCode: 'USA',
  phone: '215-555-0199',
};

function accountScenario(subject: () => EngineSubject) {
  it('should change the caller’s profile, keep usernames and e-mails unique, and want the password for a new e-mail', async () => {
    const jamie = await subject().as(demoUsers.buyer3.username);
    const { id, ...mine } = ok(await jamie('GET', 'v1.0/User/getProfile'), Profile);
    expect({ id, ...mine }).toMatchObject({
      id: demoUsers.buyer3.id,
      firstName: 'Jamie',
      lastName: 'Reyes',
      email: demoUsers.buyer3.username,
      username: demoUsers.buyer3.username,
    });
    const modify = (changes: Record<string, string>) =>
      jamie('POST', 'v1.0/User/modifyProfile', { json: { ...mine, ...changes } });

    const saved = ok(
      await modify({ firstName: 'Jamie-Lee', phone: '215-555-0101', fax: '215-555-0102' }),
      Profile,
    );
    expect(saved).toMatchObject({ firstName: 'Jamie-Lee', phone: '215-555-0101', fax: '215-555-0102' });
    // The header's greeting reads user/Me: the new name counts at once.
    expect(ok(await jamie('GET', 'V1.0/user/Me'), SecurityContext).user.firstName).toBe('Jamie-Lee');

    refused(
      await modify({ username: demoUsers.buyer2.username.toUpperCase() }),
      422,
      'UserAlreadyExists',
      'username',
      'User already exists.',
    );
    refused(
      await modify({ email: 'jamie@northwind.example' }),
      422,
      'InvalidInput',
      'currentPassword',
      formatMessage('Account.Profile.CurrentPasswordRequired'),
    );
    refused(
      await modify({ email: 'jamie@northwind.example', currentPassword: 'Wrong-Password-1!' }),
      422,
      'InvalidOldPassword',
      'currentPassword',
      'Invalid Old Password',
    );
    refused(
      await modify({ email: demoUsers.contosoBuyer.username.toUpperCase(), currentPassword: DEMO_PASSWORD }),
      422,
      'EmailTaken',
      'email',
      formatMessage('Account.Profile.EmailTaken'),
    );
    expect(
      ok(await modify({ email: 'jamie@northwind.example', currentPassword: DEMO_PASSWORD }), Profile).email,
    ).toBe('jamie@northwind.example');

    const blank = await modify({ firstName: ' ', email: 'not-an-email' });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: 'ValidationFailed',
      errors: expect.arrayContaining([
        { path: 'firstName', message: 'This field is required.' },
        { path: 'email', message: formatMessage('Field.EmailInvalid') },
      ]),
    });
    // Nobody else changed: the call has no user id to aim at another user.
    const [buyer2] = await subject()
      .database.db.select()
      .from(users)
      .where(eq(users.id, demoUsers.buyer2.id));
    expect(buyer2).toMatchObject({ firstName: demoUsers.buyer2.firstName, email: demoUsers.buyer2.username });
  });

  it('should change the password with the documents’ refusals, and sign the caller’s other logins out', async () => {
    const other = await subject().as(demoUsers.requester.username);
    const riley = await subject().as(demoUsers.requester.username);
    const change = (oldPassword: string, newPassword: string, confirmPassword = newPassword) =>
      riley('POST', 'v1.0/User/changePassword', { json: { oldPassword, newPassword, confirmPassword } });

    refused(
      await change('Wrong-Password-1!', 'New-Secret-2027?'),
      422,
      'InvalidOldPassword',
      'oldPassword',
      'Invalid Old Password',
    );
    refused(
      await change(DEMO_PASSWORD, DEMO_PASSWORD),
      422,
      'InvalidNewPassword',
      'newPassword',
      'Invalid New Password (New Password and Old password cannot be the same).',
    );
    refused(
      await change(DEMO_PASSWORD, 'simple'),
      422,
      'InvalidInput',
      'newPassword',
      'The password does not meet the complexity requirements.',
    );
    refused(
      await change(DEMO_PASSWORD, 'New-Secret-2027?', 'New-Secret-2028?'),
      422,
      'InvalidInput',
      'confirmPassword',
      'Password and Confirm Password do not match.',
    );
    expect((await change(DEMO_PASSWORD, 'New-Secret-2027?')).status).toBe(200);

    expect((await riley('GET', 'V1.0/user/Me')).status).toBe(200);
    expect((await other('GET', 'V1.0/user/Me')).status).toBe(401);
    const login = (password: string) =>
      subject().app.request('/api/v1.0/user/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ username: demoUsers.requester.username, password, googleCaptcha: '' }),
      });
    expect((await login('New-Secret-2027?')).status).toBe(200);
    expect((await login(DEMO_PASSWORD)).status).toBe(401);
  });

  it('should keep the vendor credentials company-wide, the password encrypted and never answered', async () => {
    const northwind = await subject().as(demoUsers.buyer.username);
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const seeded = await northwind('GET', 'v1.0/User/getPunchOutProfile');
    expect(ok(seeded, VendorCredentials)).toEqual({ ccoId: 'northwind-cfg', passwordSet: true });
    expect(JSON.stringify(seeded.body)).not.toContain('Demo-Config-Tool-Secret');
    expect(ok(await contoso('GET', 'v1.0/User/getPunchOutProfile'), VendorCredentials)).toEqual({
      ccoId: '',
      passwordSet: false,
    });

    const blank = await contoso('POST', 'v1.0/User/setPunchOutProfile', {
      json: { ccoId: '', password: '' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      errors: [
        { path: 'ccoId', message: 'This field is required.' },
        { path: 'password', message: 'This field is required.' },
      ],
    });
    const approver = await subject().as(demoUsers.approver.username);
    expect(
      (await approver('POST', 'v1.0/User/setPunchOutProfile', { json: { ccoId: 'x', password: 'y' } }))
        .status,
    ).toBe(403);

    const set = await contoso('POST', 'v1.0/User/setPunchOutProfile', {
      json: { ccoId: 'contoso-cco', password: 'Contoso-Vendor-Secret' },
    });
    expect(ok(set, VendorCredentials)).toEqual({ ccoId: 'contoso-cco', passwordSet: true });
    const db = subject().database.db;
    const [row] = await db
      .select()
      .from(punchoutProfiles)
      .where(eq(punchoutProfiles.companyId, demoCompanies.contoso.id));
    expect(row?.passwordEncrypted).not.toContain('Contoso-Vendor-Secret');
    const key = await vendorCredentialsKey(db, undefined);
    expect(decryptVendorSecret(key, demoCompanies.contoso.id, row!.passwordEncrypted)).toBe(
      'Contoso-Vendor-Secret',
    );
    // Bound to its company: the same value on another company's row does not open.
    expect(decryptVendorSecret(key, demoCompanies.northwind.id, row!.passwordEncrypted)).toBeNull();
    // Northwind's stay as they were; the punch-out to the configuration tool opens Contoso's now.
    expect(ok(await northwind('GET', 'v1.0/User/getPunchOutProfile'), VendorCredentials).ccoId).toBe(
      'northwind-cfg',
    );
    const init = await contoso('GET', 'v1.0/punchout/init', { query: { returnUrl: '/#/cart' } });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    expect(init.body).toMatchObject({ data: { userName: 'contoso-cco', password: 'Contoso-Vendor-Secret' } });
  });

  it('should let the caller edit, make primary and delete their own addresses only', async () => {
    const blake = await subject().as(demoUsers.buyer.username);
    const added = ok(
      await blake('POST', 'V1.0/companyuser/addAddress', { json: newShipTo }),
      CheckoutAddress,
    );
    const modify = (caller: Caller, id: string, changes: Record<string, unknown> = {}) =>
      caller('POST', 'V1.0/companyuser/modifyAddress', { query: { id }, json: { ...newShipTo, ...changes } });

    const edited = ok(
      await modify(blake, added.id, { line1: '14 Elm Street', setAsPrimary: true }),
      CheckoutAddress,
    );
    expect(edited).toMatchObject({ id: added.id, line1: '14 Elm Street', isPrimary: true, isPersonal: true });
    refused(
      await modify(blake, added.id, { zipCode: '1910' }),
      400,
      'ValidationFailed',
      'zipCode',
      formatMessage('Field.ZipCodeInvalid'),
    );

    const notFound = { code: 'AddressNotFound', message: 'Result not found' };
    for (const username of [
      demoUsers.buyer2.username,
      demoUsers.contosoBuyer.username,
      demoUsers.admin.username,
    ]) {
      const stranger = await subject().as(username);
      const answer = await modify(stranger, added.id, { name: 'Taken over' });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject(notFound);
      expect(
        (await stranger('DELETE', 'V1.0/companyuser/deleteAddress', { query: { id: added.id } })).status,
      ).toBe(404);
    }
    // A company-wide address is changed on /addresses, not here.
    expect((await modify(blake, demoCheckout.northwind.shipTos.dataCenter)).status).toBe(404);

    expect(
      (await blake('DELETE', 'V1.0/companyuser/deleteAddress', { query: { id: added.id } })).status,
    ).toBe(200);
    const shipTos = ok(
      await blake('GET', 'v1.0/companyuser/listAddresses', { query: { addressType: '2' } }),
      {
        parse: (value: unknown) =>
          (value as CheckoutAddress[]).map((address) => CheckoutAddress.parse(address)),
      },
    );
    expect(shipTos.map((address) => address.id)).not.toContain(added.id);
    expect(shipTos.some((address) => address.isPrimary)).toBe(false);
  });

  it('should let the caller edit, make primary and delete their own contacts only', async () => {
    const blake = await subject().as(demoUsers.buyer.username);
    const contact = {
      firstName: 'Robin',
      lastName: 'Diaz',
      email: 'robin@northwind.example',
      phone: '215-555-0111',
    };
    const added = ok(
      await blake('POST', 'V1.0/companyuser/addusercontact', { json: contact }),
      CheckoutContact,
    );
    const modify = (caller: Caller, id: string, changes: Record<string, unknown> = {}) =>
      caller('POST', 'V1.0/companyuser/modifyContact', { query: { id }, json: { ...contact, ...changes } });

    expect(
      ok(await modify(blake, added.id, { jobTitle: 'Facilities', setAsPrimary: true }), CheckoutContact),
    ).toMatchObject({ id: added.id, jobTitle: 'Facilities', isPrimary: true });
    refused(
      await modify(blake, added.id, { email: 'robin' }),
      400,
      'ValidationFailed',
      'email',
      formatMessage('Field.EmailInvalid'),
    );
    for (const username of [demoUsers.buyer2.username, demoUsers.contosoBuyer.username]) {
      const stranger = await subject().as(username);
      expect(await modify(stranger, added.id)).toMatchObject({
        status: 404,
        body: { code: 'ContactNotFound' },
      });
      expect(
        (await stranger('DELETE', 'V1.0/companyuser/deleteContact', { query: { id: added.id } })).status,
      ).toBe(404);
    }
    expect((await modify(blake, demoCheckout.northwind.contacts.jordan)).status).toBe(404);
    expect(
      (await blake('DELETE', 'V1.0/companyuser/deleteContact', { query: { id: added.id } })).status,
    ).toBe(200);
    const own = (await blake('GET', 'V1.0/companyuser/listcontactbyuserid')).body as CheckoutContact[];
    expect(own.map((c) => c.id)).not.toContain(added.id);
  });
}

describeOnBothEngines('My Account', accountScenario);
