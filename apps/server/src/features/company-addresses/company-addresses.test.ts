import {
  CheckoutAddress,
  CompanyAddress,
  CompanyContact,
  CompanyContactPage,
  type MatchingAddress,
} from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { expect, it } from 'vitest';
import { demoCheckout } from '../../db/seed-checkout';
import { describeOnBothEngines, type EngineSubject } from '../../test-support/engines';
import { demoUsers } from '../../testing';
import type { Answer, Caller } from '../cart/testing';

/**
 * /addresses (002 §2, §6, §7; issue 18): the company-wide addresses and contacts. Holders of addresses change them
 * for the whole company; shoppingcart alone reads; a disabled address leaves checkout; no caller reads or changes
 * another company's rows or a user's own ones; bad input is refused with the catalogue's words.
 */

function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return schema.parse(answer.body);
}
const list = <T>(schema: { parse(value: unknown): T }) => ({
  parse: (value: unknown) => (value as unknown[]).map((entry) => schema.parse(entry)),
});

const annex = {
  type: 2,
  name: 'Northwind Health Riverside Annex',
  line1: '77 Penn Street',
  city: 'Reading',
  state: 'PA',
  zipCode: '19601',
  countryCode: 'USA',
  phone: '610-555-0170',
};

/** The company's ship-to addresses as /addresses lists them to `caller` (isPrimary: the caller's own default). */
const companyShipTos = async (caller: Caller) =>
  ok(
    await caller('GET', 'V1.0/company/listCompanyAddresses', { query: { addressType: '2' } }),
    list(CompanyAddress),
  );

const shipTosAtCheckout = async (caller: Caller) =>
  ok(
    await caller('GET', 'v1.0/companyuser/listAddresses', { query: { addressType: '2' } }),
    list(CheckoutAddress),
  ).map((address) => address.id);

function companyAddressScenario(subject: () => EngineSubject) {
  it('should add, change, disable and enable a company-wide address that every user of the company sees at checkout, the disabled one nowhere', async () => {
    // Requester holds shoppingcart without addresses: reads the list, changes nothing.
    const blake = await subject().as(demoUsers.buyer.username);
    const requester = await subject().as(demoUsers.requester.username);
    const added = ok(await blake('POST', 'V1.0/company/upsertaddress', { json: annex }), CompanyAddress);
    expect(added).toMatchObject({ name: annex.name, isPersonal: false, active: true, isPrimary: false });

    // Company-wide: another user of the company has it at checkout too.
    expect(await shipTosAtCheckout(requester)).toContain(added.id);
    const listed = await companyShipTos(requester);
    expect(listed.map((address) => address.name)).toEqual(
      [...listed.map((address) => address.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(listed.find((address) => address.id === added.id)).toMatchObject({ active: true });
    // The caller's own addresses are My Account's, not this list's.
    expect(listed.every((address) => !address.isPersonal)).toBe(true);

    const changed = ok(
      await blake('POST', 'V1.0/company/modifyAddress', {
        query: { id: added.id },
        json: { ...annex, line2: 'Dock 3', setAsPrimary: true },
      }),
      CompanyAddress,
    );
    expect(changed).toMatchObject({ line2: 'Dock 3', isPrimary: true });
    // A default is the caller's own (002 §6): the company-wide change reaches the requester, the primary does not.
    const requesterView = (await companyShipTos(requester)).find((address) => address.id === added.id);
    expect(requesterView).toMatchObject({ line2: 'Dock 3', isPrimary: false });
    expect((await companyShipTos(blake)).find((address) => address.id === added.id)).toMatchObject({
      isPrimary: true,
    });

    // Disabled: gone from checkout for everyone (the blake's primary too), still on /addresses to enable again.
    const disabled = ok(
      await blake('POST', 'V1.0/company/updateAddressStatus', { json: { id: added.id, active: false } }),
      CompanyAddress,
    );
    expect(disabled).toMatchObject({ active: false, isPrimary: false });
    expect(await shipTosAtCheckout(blake)).not.toContain(added.id);
    expect(await shipTosAtCheckout(requester)).not.toContain(added.id);
    expect(
      (await blake('GET', 'v1.0/companyuser/getmatchingaddress', { query: { ...annex, type: '2' } })).body,
    ).toMatchObject({
      match: null,
    });
    expect(
      (
        await blake('POST', 'V1.0/companyuser/setUserPrimaryAddress', {
          json: { addressID: added.id, addressType: 2 },
        })
      ).status,
    ).toBe(404);
    expect((await companyShipTos(blake)).find((address) => address.id === added.id)).toMatchObject({
      active: false,
    });

    ok(
      await blake('POST', 'V1.0/company/updateAddressStatus', { json: { id: added.id, active: true } }),
      CompanyAddress,
    );
    expect(await shipTosAtCheckout(requester)).toContain(added.id);
  });

  it('should refuse changes from a caller without the addresses permission, and reading from one with neither', async () => {
    const requester = await subject().as(demoUsers.requester.username);
    const { mainCampus } = demoCheckout.northwind.shipTos;
    const forbidden = [
      await requester('POST', 'V1.0/company/upsertaddress', { json: annex }),
      await requester('POST', 'V1.0/company/modifyAddress', { query: { id: mainCampus }, json: annex }),
      await requester('POST', 'V1.0/company/updateAddressStatus', {
        json: { id: mainCampus, active: false },
      }),
      await requester('POST', 'V1.0/company/updateContactStatus', {
        json: { id: demoCheckout.northwind.contacts.jordan, active: false },
      }),
    ];
    for (const answer of forbidden) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body).toMatchObject({ message: formatMessage('Http.403') });
    }
    // Reports only: neither addresses nor shoppingcart.
    const contracts = await subject().as(demoUsers.contracts.username);
    expect(
      (await contracts('GET', 'V1.0/company/listCompanyAddresses', { query: { addressType: '2' } })).status,
    ).toBe(403);
    expect((await contracts('GET', 'V1.0/company/listStorefrontContactsByIndex')).status).toBe(403);
    const still = await companyShipTos(requester);
    expect(still.find((address) => address.id === mainCampus)).toMatchObject({ active: true });
  });

  it('should keep each company to its own rows: another company’s address or contact, or a user’s own, is not found', async () => {
    const contoso = await subject().as(demoUsers.contosoBuyer.username);
    const blake = await subject().as(demoUsers.buyer.username);
    const northwindShipTo = demoCheckout.northwind.shipTos.dataCenter;
    const notFound = { code: 'AddressNotFound', message: formatMessage('Account.Addresses.NotFound') };
    expect(
      await contoso('POST', 'V1.0/company/updateAddressStatus', {
        json: { id: northwindShipTo, active: false },
      }),
    ).toMatchObject({ status: 404, body: notFound });
    expect(
      await contoso('POST', 'V1.0/company/modifyAddress', {
        query: { id: northwindShipTo },
        json: { ...annex, name: 'Taken over' },
      }),
    ).toMatchObject({ status: 404, body: notFound });
    expect(
      await contoso('POST', 'V1.0/company/modifyContact', {
        query: { id: demoCheckout.northwind.contacts.jordan },
        json: { firstName: 'X', lastName: 'Y', email: 'x@contoso.example' },
      }),
    ).toMatchObject({ status: 404, body: { code: 'ContactNotFound' } });
    expect(
      (
        await contoso('POST', 'V1.0/company/updateContactStatus', {
          json: { id: demoCheckout.northwind.contacts.pat, active: false },
        })
      ).status,
    ).toBe(404);
    // Contoso's lists hold Contoso's rows only.
    const contosoShipTos = await companyShipTos(contoso);
    expect(contosoShipTos.map((address) => address.id).sort()).toEqual(
      Object.values(demoCheckout.contoso.shipTos).sort(),
    );
    const contosoContacts = ok(
      await contoso('GET', 'V1.0/company/listStorefrontContactsByIndex'),
      CompanyContactPage,
    );
    expect(contosoContacts.data.map((contact) => contact.id)).toEqual([demoCheckout.contoso.contacts.riley]);

    // A user's own address is theirs (My Account), not the company's to disable.
    const own = ok(
      await blake('POST', 'V1.0/companyuser/addAddress', { json: { ...annex, name: 'Blake at home' } }),
      CheckoutAddress,
    );
    expect(
      await blake('POST', 'V1.0/company/updateAddressStatus', { json: { id: own.id, active: false } }),
    ).toMatchObject({ status: 404, body: notFound });
    // The suggestion for a company address is a company address: Blake's own resembling one is passed over.
    const resembling = {
      ...annex,
      type: '2',
      line1: '1200 Walnut St Dock',
      city: 'Philadelphia',
      zipCode: '19107',
    };
    ok(
      await blake('POST', 'V1.0/companyuser/addAddress', {
        json: {
          ...annex,
          name: 'Blake on Walnut',
          line1: '1200 Walnut St Dock',
          city: 'Philadelphia',
          zipCode: '19107',
        },
      }),
      CheckoutAddress,
    );
    const suggested = async (query: Record<string, string>) =>
      ((await blake('GET', 'v1.0/companyuser/getmatchingaddress', { query })).body as MatchingAddress).match;
    expect((await suggested(resembling))?.name).toBe('Blake on Walnut');
    expect(await suggested({ ...resembling, scope: 'company' })).toMatchObject({
      id: demoCheckout.northwind.shipTos.mainCampus,
      isPersonal: false,
    });
    // The northwind row is untouched.
    const northwind = await companyShipTos(blake);
    expect(northwind.find((address) => address.id === northwindShipTo)).toMatchObject({
      name: 'Northwind Health Data Center',
      active: true,
    });
  });

  it('should list the company’s contacts by the letter of the last name, a page at a time, and change their type and status', async () => {
    const blake = await subject().as(demoUsers.buyer.username);
    const add = (firstName: string, lastName: string, contactType = 1) =>
      blake('POST', 'V1.0/company/addContact', {
        json: { firstName, lastName, email: `${firstName.toLowerCase()}@northwind.example`, contactType },
      });
    for (const [first, last] of [
      ['Kim', 'Lopez'],
      ['Ari', 'Lang'],
      ['Lee', 'Lindqvist'],
    ] as const)
      expect((await add(first, last)).status).toBe(200);
    const byIndex = async (query: Record<string, string>) =>
      ok(await blake('GET', 'V1.0/company/listStorefrontContactsByIndex', { query }), CompanyContactPage);

    // L: Lang, Lee (the seed's Jordan Lee), Lindqvist, Lopez, two to a page.
    const first = await byIndex({ index: 'l', records: '2' });
    expect(first.totalRecords).toBe(4);
    expect(first.data.map((contact) => contact.fullName)).toEqual(['Ari Lang', 'Jordan Lee']);
    const second = await byIndex({ index: 'L', records: '2', start: '2' });
    expect(second.data.map((contact) => contact.fullName)).toEqual(['Lee Lindqvist', 'Kim Lopez']);
    expect((await byIndex({ index: 'M' })).data.map((contact) => contact.fullName)).toEqual(['Pat Morgan']);
    expect((await byIndex({ index: 'Q' })).totalRecords).toBe(0);
    expect((await byIndex({})).totalRecords).toBe(5);

    const bad = await blake('GET', 'V1.0/company/listStorefrontContactsByIndex', { query: { index: 'AB' } });
    expect(bad.status).toBe(400);

    // Technical, then Accounts Payable; disabled stays listed (to enable again) and leaves checkout's list.
    const kim = second.data[1];
    if (!kim) throw new Error('no contact');
    const technical = ok(
      await blake('POST', 'V1.0/company/modifyContact', {
        query: { id: kim.id },
        json: { firstName: 'Kim', lastName: 'Lopez', email: 'kim@northwind.example', contactType: 2 },
      }),
      CompanyContact,
    );
    expect(technical).toMatchObject({ contactType: 2, isPersonal: false });
    const invalid = await blake('POST', 'V1.0/company/modifyContact', {
      query: { id: kim.id },
      json: { firstName: '', lastName: 'Lopez', email: 'kim', contactType: 4, phone: '123', fax: 'f' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'firstName', message: formatMessage('Field.Required') },
        { path: 'email', message: formatMessage('Field.EmailInvalid') },
        // A phone and a fax in the product's form, as an address's are ('Please enter a phone number such as …').
        { path: 'phone', message: formatMessage('Field.PhoneInvalid') },
        { path: 'fax', message: formatMessage('Field.PhoneInvalid') },
      ]),
    });
    ok(
      await blake('POST', 'V1.0/company/updateContactStatus', { json: { id: kim.id, active: false } }),
      CompanyContact,
    );
    const atCheckout = (await blake('GET', 'v1.0/companyuser/listContacts')).body as { id: string }[];
    expect(atCheckout.map((contact) => contact.id)).not.toContain(kim.id);
    expect((await byIndex({ index: 'L' })).data.find((contact) => contact.id === kim.id)).toMatchObject({
      active: false,
      contactType: 2,
    });
  });

  it('should check a company address with the contract’s rules and words', async () => {
    const blake = await subject().as(demoUsers.buyer.username);
    const answer = await blake('POST', 'V1.0/company/upsertaddress', {
      json: { ...annex, name: '', zipCode: '1960' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: expect.arrayContaining([
        { path: 'name', message: formatMessage('Field.Required') },
        { path: 'zipCode', message: formatMessage('Field.ZipCodeInvalid') },
      ]),
    });
  });
}

describeOnBothEngines('Company addresses and contacts', companyAddressScenario);
