import { checkoutEndpoints, countries, EMPTY_GUID, statesOf, usStates } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { defaultPaymentTermId, showsCreditCardForm } from '@b2b-portal/flows/rules';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  addresses,
  carrierAccounts,
  carriers,
  companies,
  contacts,
  orderLines,
  orders,
  paymentTerms,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import type { Principal, Services } from '../../http/context';
import { Problems } from '../../http/problem';
import type { RouteRegistrar } from '../../http/registrar';
import { selectableUnits } from '../business-units/store';
import { companyOf, unprocessable } from '../cart/live-cart';
import { openCheckoutSession } from './sessions';
import { checkoutSource } from './sources';
import {
  addressColumns,
  contactColumns,
  findMatchingAddress,
  findVisibleAddress,
  findVisibleCarrierAccount,
  findVisibleContact,
  listActiveTerms,
  listAddressesOfType,
  listCarrierAccounts,
  listCarriers,
  listContacts,
  listSavedCards,
  preferencesOf,
  primaryColumnOfType,
  setPreference,
  toCheckoutAddress,
  toCheckoutContact,
} from './store';
import { ordersUsingPo, PO_PATTERN, submitWorkflow } from './submit';

const orderNotFound = () => Problems.notFound('OrderNotFound', formatMessage('Checkout.OrderNotFound'));

/** Everything /checkout shows for one document, with the caller's checkout session. */
async function pageLoad(
  services: Services,
  principal: Principal,
  query: { documentType: number; documentID: string; actionID: string; token: string },
) {
  const db = services.db;
  const source = checkoutSource(query.documentType);
  const loaded = await source.load(db, principal, query.documentID, false, {
    actionId: query.actionID,
    token: query.token,
    tokens: services.tokens,
  });
  const prefs = await preferencesOf(db, principal.userId);
  // Issue 18: a quote or requisition filed under a unit starts checkout's unit field on it, while it is selectable.
  const businessUnitID =
    loaded.businessUnitId &&
    (await selectableUnits(db, companyOf(principal))).units.some((unit) => unit.id === loaded.businessUnitId)
      ? loaded.businessUnitId
      : EMPTY_GUID;
  const [billTos, shipTos, contactList, carrierList, accounts, terms, savedCards, company] = [
    await listAddressesOfType(db, principal, 1, prefs),
    await listAddressesOfType(db, principal, 2, prefs),
    await listContacts(db, principal, false, prefs),
    await listCarriers(db),
    await listCarrierAccounts(db, principal, prefs),
    await listActiveTerms(db, principal),
    await listSavedCards(db, principal, prefs),
    (
      await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyOf(principal)))
    )[0],
  ];
  const checkOutSessionID = await openCheckoutSession(
    db,
    principal.userId,
    loaded.documentType,
    loaded.documentID,
  );
  const paymentTermID = defaultPaymentTermId(terms, EMPTY_GUID);
  // A requisition being approved or resubmitted starts from the data it was submitted with, where the caller may use it.
  const prefill = loaded.prefill;
  const listed = (id: string | undefined, list: { id: string }[]) =>
    id && id !== EMPTY_GUID && list.some((entry) => entry.id === id) ? id : undefined;
  const primaryOr = (id: string | null | undefined, list: { id: string }[]) =>
    id && list.some((entry) => entry.id === id) ? id : (list[0]?.id ?? EMPTY_GUID);
  return {
    documentType: loaded.documentType,
    documentID: loaded.documentID,
    actionID: query.actionID,
    documentNumber: loaded.documentNumber,
    checkOutSessionID,
    outcome: loaded.outcome,
    lines: loaded.lines,
    flags: {
      isOrderEditable: true,
      isBillingEditable: true,
      isShippingEditable: true,
      isMultipleShippingEditable: loaded.lines.count > 1,
      isEndUserEditable: true,
      isTermsAccepted: false,
      isCreditCardTermsAccepted: false,
      showCreditCardForm: showsCreditCardForm(terms, paymentTermID),
      billToAddressOption: 'Existing' as const,
      countOfShoppingCartItems: loaded.lines.count,
      orderPageAddComments: true,
      orderPageAttachPO: true,
      CCDeatilsNotSavedToAccount: false,
    },
    lists: {
      billTos,
      shipTos,
      contacts: contactList,
      carriers: carrierList,
      carrierAccounts: accounts,
      paymentTerms: terms,
      savedCards,
    },
    defaults: {
      title: prefill?.order?.title || loaded.title,
      po: prefill?.order?.po ?? '',
      billToID: listed(prefill?.billing?.billTo?.id, billTos) ?? primaryOr(prefs.primaryBillToId, billTos),
      shipToID: listed(prefill?.shipping?.shipTo?.id, shipTos) ?? primaryOr(prefs.primaryShipToId, shipTos),
      contactID:
        listed(prefill?.shipping?.shipTo?.contactID, contactList) ?? prefs.primaryContactId ?? EMPTY_GUID,
      paymentTermID: listed(prefill?.billing?.payment?.paymentTermID, terms) ?? paymentTermID,
      paymentInfoID:
        prefs.primaryPaymentInfoId &&
        savedCards.some((card) => card.id === prefs.primaryPaymentInfoId && !card.isExpired)
          ? prefs.primaryPaymentInfoId
          : EMPTY_GUID,
      carrierAccountID: prefs.primaryCarrierAccountId ?? EMPTY_GUID,
      businessUnitID,
    },
    companyName: company?.name ?? '',
  };
}

/** Checkout (001 §7 "Checkout"). */
export function checkoutRoutes(route: RouteRegistrar): void {
  route(checkoutEndpoints.listActiveTerms, async ({ services, user }) =>
    listActiveTerms(services.db, user()),
  );

  route(checkoutEndpoints.getPaymentTerms, async ({ services, user }) => {
    const paymentTerms = await listActiveTerms(services.db, user());
    return { paymentTerms, defaultPaymentTermID: defaultPaymentTermId(paymentTerms, EMPTY_GUID) };
  });

  route(checkoutEndpoints.listAddresses, async ({ query, services, user }) =>
    listAddressesOfType(services.db, user(), query.addressType),
  );

  route(checkoutEndpoints.getExtendedAddresses, async ({ services, user }) => {
    const principal = user();
    const prefs = await preferencesOf(services.db, principal.userId);
    return {
      billTos: await listAddressesOfType(services.db, principal, 1, prefs),
      shipTos: await listAddressesOfType(services.db, principal, 2, prefs),
    };
  });

  route(checkoutEndpoints.getMatchingAddress, async ({ query, services, user }) => ({
    match: await findMatchingAddress(services.db, user(), query),
  }));

  route(checkoutEndpoints.addAddress, async ({ body, services, user }) => {
    const principal = user();
    const companyId = companyOf(principal);
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(addresses)
        .values({
          companyId,
          ownerUserId: principal.userId,
          type: body.type,
          ...addressColumns(body),
        })
        .returning();
      if (!row) throw new Error('The address was not added');
      if (body.setAsPrimary)
        await setPreference(tx, principal.userId, { [primaryColumnOfType[body.type]]: row.id });
      return toCheckoutAddress(row, body.setAsPrimary ? row.id : null);
    });
  });

  route(checkoutEndpoints.setUserPrimaryAddress, async ({ body, services, user }) => {
    const principal = user();
    const row = await findVisibleAddress(services.db, principal, body.addressID);
    if (row.type !== body.addressType)
      throw Problems.notFound('AddressNotFound', formatMessage('Checkout.AddressNotFound'));
    await setPreference(services.db, principal.userId, { [primaryColumnOfType[body.addressType]]: row.id });
    return { ok: true as const };
  });

  const addContact = (personal: boolean) =>
    (async ({ body, services, user }) => {
      const principal = user();
      return services.db.transaction(async (tx) => {
        const columns = contactColumns(body);
        const owner = personal ? principal.userId : null;
        // The same contact again (a second press, a form sent twice, the same person typed anew) answers the one
        // there is: two cards of one person would carry two Edit buttons of one name, and either may go stale.
        const [same] = await tx
          .select()
          .from(contacts)
          .where(
            and(
              eq(contacts.companyId, companyOf(principal)),
              owner ? eq(contacts.ownerUserId, owner) : isNull(contacts.ownerUserId),
              eq(contacts.active, true),
              eq(contacts.contactType, columns.contactType),
              sql`lower(${contacts.firstName}) = lower(${columns.firstName})`,
              sql`lower(${contacts.lastName}) = lower(${columns.lastName})`,
              sql`lower(${contacts.email}) = lower(${columns.email})`,
              eq(contacts.phone, columns.phone),
              eq(contacts.fax, columns.fax),
              eq(contacts.jobTitle, columns.jobTitle),
            ),
          )
          .limit(1);
        const [row] = same
          ? [same]
          : await tx
              .insert(contacts)
              .values({ companyId: companyOf(principal), ownerUserId: owner, ...columns })
              .returning();
        if (!row) throw new Error('The contact was not added');
        if (body.setAsPrimary) await setPreference(tx, principal.userId, { primaryContactId: row.id });
        return toCheckoutContact(row, body.setAsPrimary ? row.id : null);
      });
    }) satisfies Parameters<typeof route<typeof checkoutEndpoints.addUserContact>>[1];
  route(checkoutEndpoints.addUserContact, addContact(true));
  route(checkoutEndpoints.addContact, addContact(false));

  route(checkoutEndpoints.listContactByUserId, async ({ services, user }) =>
    listContacts(services.db, user(), true),
  );
  route(checkoutEndpoints.listContacts, async ({ services, user }) => listContacts(services.db, user()));

  route(checkoutEndpoints.setUserPrimaryContact, async ({ body, services, user }) => {
    const principal = user();
    const row = await findVisibleContact(services.db, principal, body.id);
    await setPreference(services.db, principal.userId, { primaryContactId: row.id });
    return { ok: true as const };
  });

  route(checkoutEndpoints.listCarrier, async ({ services }) => listCarriers(services.db));
  route(checkoutEndpoints.listCarriers, async ({ services }) => listCarriers(services.db));

  route(checkoutEndpoints.listCarrierAccounts, async ({ query, services, user }) => {
    const all = await listCarrierAccounts(services.db, user());
    if (query.records === -1) return all;
    return all.slice((query.start - 1) * query.records, query.start * query.records);
  });

  route(checkoutEndpoints.getPrimaryCarrierAccountId, async ({ services, user }) => {
    const principal = user();
    const prefs = await preferencesOf(services.db, principal.userId);
    const id = prefs.primaryCarrierAccountId;
    if (!id) return { id: EMPTY_GUID };
    // A primary that was removed or is no longer visible is no primary.
    const accounts = await listCarrierAccounts(services.db, principal, prefs);
    return { id: accounts.some((account) => account.id === id) ? id : EMPTY_GUID };
  });

  route(checkoutEndpoints.addCarrierAccount, async ({ body, services, user }) => {
    const principal = user();
    const [carrier] = await services.db
      .select()
      .from(carriers)
      .where(eq(carriers.code, body.carrierCode.toUpperCase()));
    if (!carrier) throw unprocessable('CarrierNotFound', formatMessage('Checkout.CarrierNotFound'));
    return services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(carrierAccounts)
        .values({
          companyId: companyOf(principal),
          ownerUserId: principal.userId,
          carrierCode: carrier.code,
          accountNumber: body.accountNumber,
          name: body.name,
        })
        .returning();
      if (!row) throw new Error('The carrier account was not added');
      if (body.setAsPrimary) await setPreference(tx, principal.userId, { primaryCarrierAccountId: row.id });
      return {
        id: row.id,
        carrierCode: row.carrierCode,
        carrierName: carrier.name,
        accountNumber: row.accountNumber,
        name: row.name,
        isPrimary: body.setAsPrimary,
      };
    });
  });

  route(checkoutEndpoints.setUserPrimaryCarrierAccount, async ({ body, services, user }) => {
    const principal = user();
    const row = await findVisibleCarrierAccount(services.db, principal, body.id);
    await setPreference(services.db, principal.userId, { primaryCarrierAccountId: row.id });
    return { ok: true as const };
  });

  route(checkoutEndpoints.listCountries, async () => countries.map((country) => ({ ...country })));
  route(checkoutEndpoints.getStates, async ({ query }) =>
    statesOf(query.countryCode).map((state) => ({ ...state })),
  );
  route(checkoutEndpoints.getStatesForCreditCardForm, async () => usStates.map((state) => ({ ...state })));

  route(checkoutEndpoints.workflowPageLoad, async ({ query, services, user }) =>
    pageLoad(services, user(), query),
  );
  route(checkoutEndpoints.getCheckoutData, async ({ query, services, user }) =>
    pageLoad(services, user(), query),
  );

  route(checkoutEndpoints.getTransition, async ({ query, services, user }) => {
    const loaded = await checkoutSource(query.documentType).load(
      services.db,
      user(),
      query.documentID,
      false,
      {
        actionId: query.actionID,
        token: query.token,
        tokens: services.tokens,
      },
    );
    return {
      actionID: query.actionID || 'PlaceOrder',
      actionName: loaded.outcome === 'requisition' ? 'Submit for approval' : 'Place order',
      documentType: loaded.documentType,
      targetDocumentType: loaded.outcome === 'requisition' ? 4 : 5,
    };
  });

  route(checkoutEndpoints.submitWorkflow, async ({ body, services, user }) =>
    submitWorkflow(services, user(), body),
  );

  route(checkoutEndpoints.getConfirmedOrder, async ({ query, services, user }) => {
    const principal = user();
    const [order] = await services.db
      .select({ order: orders, termName: paymentTerms.name })
      .from(orders)
      .leftJoin(paymentTerms, eq(paymentTerms.id, orders.paymentTermId))
      .where(and(eq(orders.id, query.id), eq(orders.companyId, companyOf(principal))));
    if (!order) throw orderNotFound();
    const seesAll = principal.permissions.some((p) =>
      ['viewAllOrders', '*', 'admin', 'storefrontAdmin'].includes(p),
    );
    if (order.order.userId !== principal.userId && !seesAll) throw orderNotFound();
    const lines = await services.db
      .select({ shipTo: orderLines.shipTo })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.order.id))
      .orderBy(asc(orderLines.lineNumber));
    const shipTos = [...new Set(lines.map((line) => `${line.shipTo.name}, ${line.shipTo.formatted}`))];
    const billTo = order.order.billTo;
    return {
      id: order.order.id,
      orderNumber: order.order.orderNumber,
      title: order.order.title,
      po: order.order.po,
      status: order.order.status,
      createdAt: order.order.createdAt.toISOString(),
      grandTotal: order.order.grandTotal,
      paymentTermName: order.termName ?? '',
      paymentSummary: billTo.paymentSummary ?? '',
      billTo: `${billTo.name ?? ''}, ${billTo.formatted ?? ''}`,
      shipTo: shipTos,
      shippingMethod: Number(order.order.shipping.method ?? 1),
      lineCount: lines.length,
    };
  });

  route(checkoutEndpoints.validateCustomerPONumber, async ({ query, services, user }) => {
    const po = query.po.trim();
    if (!PO_PATTERN.test(po)) {
      return {
        isValid: false,
        exists: false,
        orderNumbers: [],
        message: formatMessage('Checkout.PoInvalid'),
      };
    }
    const orderNumbers = await ordersUsingPo(services.db, companyOf(user()), po);
    return {
      isValid: true,
      exists: orderNumbers.length > 0,
      orderNumbers,
      message: orderNumbers.length > 0 ? formatMessage('Checkout.PoExists') : '',
    };
  });

  route(checkoutEndpoints.getUsersByRoleType, async ({ query, services, user }) => {
    const rows = await services.db
      .selectDistinct({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(
        and(eq(users.companyId, companyOf(user())), eq(users.status, 1), eq(roles.roleType, query.roleType)),
      )
      .orderBy(asc(users.lastName), asc(users.firstName));
    return rows.map((row) => ({
      id: row.id,
      fullName: `${row.firstName} ${row.lastName}`,
      email: row.email,
    }));
  });
}
