import { randomUUID } from 'node:crypto';
import { USER_LIMITS } from '@b2b-portal/api';
import { type Money, multiplyMoney, sumMoney, toMoney } from '@b2b-portal/flows/rules';
import { escapeXml as x } from '../shell/punchout';
import { child, childrenNamed, textAt, type XmlElement } from './xml';

/**
 * cXML 1.2 documents of punch-in and punch-out: reading a PunchOutSetupRequest and a PunchOutOrderMessage,
 * writing the PunchOutSetupResponse, Status answers and the PunchOutOrderMessage. Written element by element in
 * the order of the cXML DTD (1.2.014, the version the portal's other cXML names).
 */

export const CXML_DOCTYPE = '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">';
export const CXML_CONTENT_TYPE = 'text/xml; charset=utf-8';

export interface CxmlCredential {
  domain: string;
  identity: string;
}

/** A cXML Status the answer carries; the HTTP status mirrors the code, as procurement networks expect. */
export class CxmlStatusError extends Error {
  override name = 'CxmlStatusError';
  constructor(
    readonly code: 400 | 401 | 403 | 406 | 413 | 415 | 429 | 450 | 500,
    readonly text: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const badRequest = (detail: string) => new CxmlStatusError(400, 'Bad Request', detail);

export type SetupOperation = 'create' | 'edit' | 'inspect';

/** An ItemOut of an edit or inspect setup request: a line the procurement system holds. */
export interface RequestedItem {
  quantity: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  description: string;
  manufacturerPartId: string;
  manufacturerName: string;
}

export interface SetupRequest {
  payloadId: string;
  deploymentMode: string;
  from: CxmlCredential[];
  to: CxmlCredential[];
  sender: CxmlCredential[];
  /** The Sender credential's SharedSecret ('' when none). */
  sharedSecret: string;
  operation: SetupOperation;
  buyerCookie: string;
  browserFormPostUrl: string;
  items: RequestedItem[];
  /** The procurement system's user (issue 18): null when the request names no UniqueName. */
  user: SetupUser | null;
}

/** The user a setup request names: its Extrinsic UniqueName, and what it says of them for the registration. */
export interface SetupUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** The longest user identifier accepted (Ariba's UniqueName is far shorter). */
export const MAX_EXTERNAL_USER_ID_LENGTH = 200;

export const MAX_REQUESTED_ITEMS = 500;
const MAX_QUANTITY = 1_000_000;
const MAX_COOKIE_LENGTH = 1000;

function credentialsOf(party: XmlElement | undefined): CxmlCredential[] {
  return childrenNamed(party, 'Credential').map((credential) => ({
    domain: (credential.attributes.domain ?? '').trim(),
    identity: textAt(credential, 'Identity'),
  }));
}

/** An absolute http(s) URL, or null. */
export function httpUrl(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A cXML quantity as a whole number of units from 1, or null. */
function wholeQuantity(text: string | undefined): number | null {
  const value = Number(text?.trim());
  return Number.isInteger(value) && value >= 1 && value <= MAX_QUANTITY ? value : null;
}

/** Reads a PunchOutSetupRequest; throws CxmlStatusError 400 or 450 for what cannot be served. */
export function readSetupRequest(root: XmlElement): SetupRequest {
  if (root.name !== 'cXML') throw badRequest('The document is not cXML.');
  const header = child(root, 'Header');
  const request = child(root, 'Request');
  if (!header || !request) throw badRequest('A cXML request needs a Header and a Request.');
  const setup = child(request, 'PunchOutSetupRequest');
  if (!setup) {
    const kind = request.children[0]?.name ?? 'nothing';
    throw new CxmlStatusError(450, 'Not Implemented', `${kind} is not supported here.`);
  }
  const operation = (setup.attributes.operation ?? '').trim();
  if (operation === 'source') {
    throw new CxmlStatusError(450, 'Not Implemented', 'The source operation is not supported.');
  }
  if (operation !== 'create' && operation !== 'edit' && operation !== 'inspect') {
    throw badRequest('The operation must be create, edit or inspect.');
  }
  const buyerCookie = textAt(setup, 'BuyerCookie');
  if (!buyerCookie) throw badRequest('BuyerCookie is required.');
  if (buyerCookie.length > MAX_COOKIE_LENGTH) throw badRequest('BuyerCookie is too long.');
  const browserFormPostUrl = httpUrl(textAt(setup, 'BrowserFormPost', 'URL'));
  if (!browserFormPostUrl) throw badRequest('BrowserFormPost needs an http or https URL.');

  const sender = child(header, 'Sender');
  const secretCredential = childrenNamed(sender, 'Credential').find((credential) =>
    child(credential, 'SharedSecret'),
  );
  const itemOuts = childrenNamed(setup, 'ItemOut');
  if (itemOuts.length > MAX_REQUESTED_ITEMS) {
    throw badRequest(`At most ${MAX_REQUESTED_ITEMS} ItemOut lines are accepted.`);
  }
  const items = itemOuts.map((item, index): RequestedItem => {
    const quantity = wholeQuantity(item.attributes.quantity);
    if (quantity === null) throw badRequest(`ItemOut ${index + 1} needs a whole quantity from 1.`);
    const supplierPartId = textAt(item, 'ItemID', 'SupplierPartID');
    if (!supplierPartId) throw badRequest(`ItemOut ${index + 1} needs a SupplierPartID.`);
    const detail = child(item, 'ItemDetail');
    return {
      quantity,
      supplierPartId,
      supplierPartAuxiliaryId: textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'),
      description: textAt(detail, 'Description'),
      manufacturerPartId: textAt(detail, 'ManufacturerPartID'),
      manufacturerName: textAt(detail, 'ManufacturerName'),
    };
  });

  return {
    payloadId: (root.attributes.payloadID ?? '').trim(),
    deploymentMode: (request.attributes.deploymentMode ?? 'production').trim(),
    from: credentialsOf(child(header, 'From')),
    to: credentialsOf(child(header, 'To')),
    sender: credentialsOf(sender),
    sharedSecret: secretCredential ? textAt(secretCredential, 'SharedSecret') : '',
    operation,
    buyerCookie,
    browserFormPostUrl,
    items,
    user: setupUserOf(setup),
  };
}

/**
 * The user of a setup request (issue 18): `<Extrinsic name="UniqueName">`, as Ariba, Coupa and Jaggaer send it
 * (`UserId` where UniqueName is absent), with UserEmail (or the endUser Contact's Email), FirstName, LastName
 * (or the Contact's Name, split at its last space) and PhoneNumber, each cut to what the registration accepts.
 * An identifier that is empty, too long or holds control characters is refused (400): it could never be linked.
 */
function setupUserOf(setup: XmlElement): SetupUser | null {
  const extrinsics = new Map<string, string>();
  for (const extrinsic of childrenNamed(setup, 'Extrinsic')) {
    const name = (extrinsic.attributes.name ?? '').trim().toLowerCase();
    if (name && !extrinsics.has(name)) extrinsics.set(name, textAt(extrinsic));
  }
  const named = ['uniquename', 'userid'].find((name) => extrinsics.has(name));
  if (named === undefined) return null;
  const id = (extrinsics.get(named) ?? '').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (!id || id.length > MAX_EXTERNAL_USER_ID_LENGTH || /[\u0000-\u001f\u007f]/.test(id)) {
    throw badRequest('The UniqueName extrinsic is not a valid user identifier.');
  }
  const contact = childrenNamed(setup, 'Contact').find(
    (entry) => (entry.attributes.role ?? 'endUser').trim() === 'endUser',
  );
  const contactName = textAt(contact, 'Name');
  const split = contactName.lastIndexOf(' ');
  const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);
  const email = cut(extrinsics.get('useremail') || textAt(contact, 'Email'), USER_LIMITS.email);
  return {
    id,
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : '',
    firstName: cut(
      extrinsics.get('firstname') || (split > 0 ? contactName.slice(0, split) : ''),
      USER_LIMITS.firstName,
    ),
    lastName: cut(
      extrinsics.get('lastname') || (split > 0 ? contactName.slice(split + 1) : contactName),
      USER_LIMITS.lastName,
    ),
    phone: cut(extrinsics.get('phonenumber'), USER_LIMITS.phone),
  };
}

function envelopeStart(now: Date): string[] {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    CXML_DOCTYPE,
    `<cXML payloadID="${x(newPayloadId())}" timestamp="${x(now.toISOString())}" xml:lang="en-US">`,
  ];
}

/** A payload id as cXML recommends: time, a random part and our name. */
export function newPayloadId(): string {
  return `${Date.now()}.${randomUUID()}@b2b-portal`;
}

/** The PunchOutSetupResponse: Status 200 and the one-time start page. */
export function setupResponse(startPageUrl: string, now = new Date()): string {
  return [
    ...envelopeStart(now),
    '  <Response>',
    '    <Status code="200" text="OK"/>',
    '    <PunchOutSetupResponse>',
    `      <StartPage><URL>${x(startPageUrl)}</URL></StartPage>`,
    '    </PunchOutSetupResponse>',
    '  </Response>',
    '</cXML>',
  ].join('\n');
}

/** A Response carrying only a Status: the answer to a request that cannot be served. */
export function statusResponse(error: CxmlStatusError, now = new Date()): string {
  return [
    ...envelopeStart(now),
    '  <Response>',
    `    <Status code="${error.code}" text="${x(error.text)}" xml:lang="en-US">${x(error.detail)}</Status>`,
    '  </Response>',
    '</cXML>',
  ].join('\n');
}

/** One line of a PunchOutOrderMessage or of the OCI fields. */
export interface PunchOutLine {
  /** Our product id, or the manufacturer part when the line has no catalogue product. */
  supplierPartId: string;
  /** Our line id (cart line, quote line), so an edit session can tell the lines apart. */
  supplierPartAuxiliaryId: string;
  description: string;
  quantity: number;
  /** Price of one unit over its whole service length (unit price × months, 0 months counting as 1). */
  unitPrice: Money;
  unitOfMeasure: string;
  /** UNSPSC code ('' when unknown). */
  classification: string;
  manufacturerPart: string;
  manufacturerName: string;
  /** Months of service; 0 for a one-time product. */
  serviceLength: number;
  /** The bundle the line belongs to, if any. */
  bundleName: string | null;
}

export const CURRENCY = 'USD';

/** Money with two decimals, as cXML Money and OCI prices are written ("2158.92"). */
export const money = (value: Money) => toMoney(value);

export interface OrderMessageInput {
  /** The setup request's envelope, mirrored: its To (us) is our From, its From (the buyer) is our To. */
  buyer: CxmlCredential[];
  supplier: CxmlCredential[];
  buyerCookie: string;
  deploymentMode: string;
  operationAllowed: 'create' | 'edit' | 'inspect';
  lines: readonly PunchOutLine[];
  userAgent: string;
  now?: Date;
}

/** The exact sum of the lines' extended prices (quantity × unit price, each rounded to cents). */
export function orderTotal(lines: readonly PunchOutLine[]): Money {
  return sumMoney(lines.map((line) => multiplyMoney(line.unitPrice, line.quantity)));
}

const credentialXml = (credential: CxmlCredential) =>
  `<Credential domain="${x(credential.domain)}"><Identity>${x(credential.identity)}</Identity></Credential>`;

/**
 * A PunchOutOrderMessage (cXML 1.2). The Header mirrors the setup request (From is the supplier, To the buyer,
 * Sender the supplier with a UserAgent) and carries no SharedSecret: the message travels through the user's
 * browser, so cXML authenticates it by the BuyerCookie instead. ItemIn and ItemDetail children follow the DTD:
 * ItemID (SupplierPartID, SupplierPartAuxiliaryID), ItemDetail (UnitPrice, Description, UnitOfMeasure,
 * Classification, ManufacturerPartID, ManufacturerName, Extrinsic).
 */
export function punchOutOrderMessage(input: OrderMessageInput): string {
  const supplier =
    input.supplier.length > 0 ? input.supplier : [{ domain: 'NetworkID', identity: 'b2b-portal' }];
  const buyer = input.buyer.length > 0 ? input.buyer : supplier;
  const items = input.lines.flatMap((line, index) => {
    const extrinsics = [
      ...(line.serviceLength > 0
        ? [`<Extrinsic name="ServiceLengthMonths">${line.serviceLength}</Extrinsic>`]
        : []),
      ...(line.bundleName ? [`<Extrinsic name="Bundle">${x(line.bundleName)}</Extrinsic>`] : []),
    ];
    return [
      `      <ItemIn quantity="${line.quantity}" lineNumber="${index + 1}">`,
      '        <ItemID>',
      `          <SupplierPartID>${x(line.supplierPartId)}</SupplierPartID>`,
      `          <SupplierPartAuxiliaryID>${x(line.supplierPartAuxiliaryId)}</SupplierPartAuxiliaryID>`,
      '        </ItemID>',
      '        <ItemDetail>',
      `          <UnitPrice><Money currency="${CURRENCY}">${money(line.unitPrice)}</Money></UnitPrice>`,
      `          <Description xml:lang="en">${x(line.description)}</Description>`,
      `          <UnitOfMeasure>${x(line.unitOfMeasure || 'EA')}</UnitOfMeasure>`,
      `          <Classification domain="UNSPSC">${x(line.classification)}</Classification>`,
      `          <ManufacturerPartID>${x(line.manufacturerPart)}</ManufacturerPartID>`,
      `          <ManufacturerName>${x(line.manufacturerName)}</ManufacturerName>`,
      ...extrinsics.map((extrinsic) => `          ${extrinsic}`),
      '        </ItemDetail>',
      '      </ItemIn>',
    ];
  });
  return [
    ...envelopeStart(input.now ?? new Date()),
    '  <Header>',
    `    <From>${supplier.map(credentialXml).join('')}</From>`,
    `    <To>${buyer.map(credentialXml).join('')}</To>`,
    `    <Sender>${supplier.map(credentialXml).join('')}<UserAgent>${x(input.userAgent)}</UserAgent></Sender>`,
    '  </Header>',
    `  <Message deploymentMode="${input.deploymentMode === 'test' ? 'test' : 'production'}">`,
    '    <PunchOutOrderMessage>',
    `      <BuyerCookie>${x(input.buyerCookie)}</BuyerCookie>`,
    `      <PunchOutOrderMessageHeader operationAllowed="${input.operationAllowed}">`,
    `        <Total><Money currency="${CURRENCY}">${money(orderTotal(input.lines))}</Money></Total>`,
    '      </PunchOutOrderMessageHeader>',
    ...items,
    '    </PunchOutOrderMessage>',
    '  </Message>',
    '</cXML>',
  ].join('\n');
}

/** An ItemIn of a PunchOutOrderMessage, as read back. */
export interface ReceivedItem {
  lineNumber: string;
  parentLineNumber: string;
  itemType: string;
  quantity: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  unitPrice: number | null;
  currency: string;
  description: string;
  unitOfMeasure: string;
  classification: string;
  manufacturerPartId: string;
  manufacturerName: string;
}

export interface OrderMessage {
  buyerCookie: string;
  operationAllowed: string;
  total: number | null;
  supplierOrderId: string;
  items: ReceivedItem[];
}

/** Reads a PunchOutOrderMessage (from the supplier configuration tool or, in tests, our own). */
export function readOrderMessage(root: XmlElement): OrderMessage {
  if (root.name !== 'cXML') throw badRequest('The document is not cXML.');
  const message = child(child(root, 'Message'), 'PunchOutOrderMessage');
  if (!message) throw badRequest('The document is not a PunchOutOrderMessage.');
  const header = child(message, 'PunchOutOrderMessageHeader');
  const amount = (element: XmlElement | undefined) => {
    const text = textAt(element, 'Money');
    const value = Number(text);
    return text !== '' && Number.isFinite(value) ? value : null;
  };
  const itemIns = childrenNamed(message, 'ItemIn');
  if (itemIns.length > MAX_REQUESTED_ITEMS) {
    throw badRequest(`At most ${MAX_REQUESTED_ITEMS} ItemIn lines are accepted.`);
  }
  return {
    buyerCookie: textAt(message, 'BuyerCookie'),
    operationAllowed: header?.attributes.operationAllowed ?? '',
    total: amount(child(header, 'Total')),
    supplierOrderId: child(header, 'SupplierOrderInfo')?.attributes.orderID?.trim() ?? '',
    items: itemIns.map((item, index) => {
      const quantity = wholeQuantity(item.attributes.quantity);
      if (quantity === null) throw badRequest(`ItemIn ${index + 1} needs a whole quantity from 1.`);
      const detail = child(item, 'ItemDetail');
      const supplierPartId = textAt(item, 'ItemID', 'SupplierPartID');
      if (!supplierPartId) throw badRequest(`ItemIn ${index + 1} needs a SupplierPartID.`);
      return {
        lineNumber: item.attributes.lineNumber?.trim() ?? '',
        parentLineNumber: item.attributes.parentLineNumber?.trim() ?? '',
        itemType: item.attributes.itemType?.trim() ?? 'item',
        quantity,
        supplierPartId,
        supplierPartAuxiliaryId: textAt(item, 'ItemID', 'SupplierPartAuxiliaryID'),
        unitPrice: amount(child(detail, 'UnitPrice')),
        currency: child(child(detail, 'UnitPrice'), 'Money')?.attributes.currency ?? '',
        description: textAt(detail, 'Description'),
        unitOfMeasure: textAt(detail, 'UnitOfMeasure'),
        classification: textAt(detail, 'Classification'),
        manufacturerPartId: textAt(detail, 'ManufacturerPartID'),
        manufacturerName: textAt(detail, 'ManufacturerName'),
      };
    }),
  };
}
