import { randomUUID } from 'node:crypto';
import type { PunchInLoginAnswer, PunchOutTransferAnswer } from '@b2b-portal/api';
import { escapeXml as x } from '../shell/punchout';
import { CXML_DOCTYPE, type CxmlCredential } from './cxml';
import { child, parseXml, textAt, type XmlElement } from './xml';

/**
 * A test procurement system: plays the buyer's side of punch-in and punch-out against the real server, the
 * way an e-procurement application would — it builds and posts a cXML PunchOutSetupRequest (or sends the OCI
 * fields), follows the start page to `V1.0/session/login` as the user's browser does, asks for the transfer
 * form and reads the PunchOutOrderMessage it would receive back. For tests and journeys only.
 */

/** How the procurement system reaches the server: `app.request` in route tests, or fetch on a base URL. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

export interface ItemOutLine {
  quantity: number;
  supplierPartId: string;
  supplierPartAuxiliaryId?: string;
  unitPrice?: string;
  description?: string;
  manufacturerPartId?: string;
  manufacturerName?: string;
}

export interface SetupOptions {
  operation?: 'create' | 'edit' | 'inspect';
  buyerCookie?: string;
  /** The From credential (the buyer organisation). */
  from?: CxmlCredential;
  /** The Sender credential and its shared secret. */
  sender?: CxmlCredential & { sharedSecret: string };
  browserFormPostUrl?: string;
  items?: ItemOutLine[];
  deploymentMode?: 'production' | 'test';
  /**
   * The procurement system's user (issue 18): sent as Extrinsic UniqueName with UserEmail, FirstName, LastName
   * and PhoneNumber; without it the request names no user and the account's user is signed in.
   */
  user?: { uniqueName: string; email?: string; firstName?: string; lastName?: string; phone?: string };
}

export interface PunchInResult {
  status: number;
  contentType: string;
  xml: string;
  root: XmlElement;
  /** The cXML Status code the server answered. */
  statusCode: string;
  startPageUrl: string | null;
}

/** The portal we punch out to, as the buyer knows it (the setup request's To). */
export const SUPPLIER_CREDENTIAL: CxmlCredential = { domain: 'DUNS', identity: '987654321' };

export class TestProcurementSystem {
  constructor(
    private readonly send: Send,
    readonly defaults: {
      from: CxmlCredential;
      sender: CxmlCredential & { sharedSecret: string };
      browserFormPostUrl: string;
    },
  ) {}

  /** A cXML 1.2 PunchOutSetupRequest as procurement systems send it. */
  setupRequest(options: SetupOptions = {}): string {
    const from = options.from ?? this.defaults.from;
    const sender = options.sender ?? this.defaults.sender;
    const items = (options.items ?? []).map((item, index) =>
      [
        `      <ItemOut quantity="${item.quantity}" lineNumber="${index + 1}">`,
        `        <ItemID><SupplierPartID>${x(item.supplierPartId)}</SupplierPartID>${
          item.supplierPartAuxiliaryId
            ? `<SupplierPartAuxiliaryID>${x(item.supplierPartAuxiliaryId)}</SupplierPartAuxiliaryID>`
            : ''
        }</ItemID>`,
        '        <ItemDetail>',
        `          <UnitPrice><Money currency="USD">${x(item.unitPrice ?? '0.00')}</Money></UnitPrice>`,
        `          <Description xml:lang="en">${x(item.description ?? '')}</Description>`,
        '          <UnitOfMeasure>EA</UnitOfMeasure>',
        '          <Classification domain="UNSPSC">43222600</Classification>',
        item.manufacturerPartId
          ? `          <ManufacturerPartID>${x(item.manufacturerPartId)}</ManufacturerPartID>`
          : '',
        item.manufacturerName
          ? `          <ManufacturerName>${x(item.manufacturerName)}</ManufacturerName>`
          : '',
        '        </ItemDetail>',
        '      </ItemOut>',
      ]
        .filter(Boolean)
        .join('\n'),
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      CXML_DOCTYPE,
      `<cXML payloadID="${Date.now()}.${randomUUID()}@procurement.example" timestamp="${new Date().toISOString()}" xml:lang="en-US">`,
      '  <Header>',
      `    <From><Credential domain="${x(from.domain)}"><Identity>${x(from.identity)}</Identity></Credential></From>`,
      `    <To><Credential domain="${SUPPLIER_CREDENTIAL.domain}"><Identity>${SUPPLIER_CREDENTIAL.identity}</Identity></Credential></To>`,
      '    <Sender>',
      `      <Credential domain="${x(sender.domain)}"><Identity>${x(sender.identity)}</Identity><SharedSecret>${x(sender.sharedSecret)}</SharedSecret></Credential>`,
      '      <UserAgent>Test Procurement System 1.0</UserAgent>',
      '    </Sender>',
      '  </Header>',
      `  <Request deploymentMode="${options.deploymentMode ?? 'production'}">`,
      `    <PunchOutSetupRequest operation="${options.operation ?? 'create'}">`,
      `      <BuyerCookie>${x(options.buyerCookie ?? randomUUID())}</BuyerCookie>`,
      ...(options.user
        ? [
            `      <Extrinsic name="UniqueName">${x(options.user.uniqueName)}</Extrinsic>`,
            ...(
              [
                ['UserEmail', options.user.email],
                ['FirstName', options.user.firstName],
                ['LastName', options.user.lastName],
                ['PhoneNumber', options.user.phone],
              ] as const
            )
              .filter(([, value]) => value !== undefined)
              .map(([name, value]) => `      <Extrinsic name="${name}">${x(value ?? '')}</Extrinsic>`),
          ]
        : ['      <Extrinsic name="UserEmail">buyer@northwind.example</Extrinsic>']),
      `      <BrowserFormPost><URL>${x(options.browserFormPostUrl ?? this.defaults.browserFormPostUrl)}</URL></BrowserFormPost>`,
      `      <SupplierSetup><URL>http://localhost/api/v1.0/punchout/cxml/setup</URL></SupplierSetup>`,
      ...items,
      '    </PunchOutSetupRequest>',
      '  </Request>',
      '</cXML>',
    ].join('\n');
  }

  /** Posts a setup request (built from options, or the raw body given) and reads the cXML answer. */
  async punchIn(
    options: SetupOptions & { body?: string; contentType?: string } = {},
  ): Promise<PunchInResult> {
    const response = await this.send('/api/v1.0/punchout/cxml/setup', {
      method: 'POST',
      headers: { 'Content-Type': options.contentType ?? 'text/xml; charset=utf-8' },
      body: options.body ?? this.setupRequest(options),
    });
    const xml = await response.text();
    const root = parseXml(xml, { maxBytes: 1024 * 1024 });
    const responseElement = child(root, 'Response');
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      xml,
      root,
      statusCode: child(responseElement, 'Status')?.attributes.code ?? '',
      startPageUrl: textAt(responseElement, 'PunchOutSetupResponse', 'StartPage', 'URL') || null,
    };
  }

  /** Sends an OCI punch-in as the buyer's browser does (query fields on GET, a form on POST). */
  async ociPunchIn(fields: Record<string, string>, method: 'GET' | 'POST' = 'GET'): Promise<Response> {
    const encoded = new URLSearchParams(fields).toString();
    return method === 'GET'
      ? this.send(`/api/v1.0/punchout/oci?${encoded}`, { redirect: 'manual' })
      : this.send('/api/v1.0/punchout/oci', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: encoded,
          redirect: 'manual',
        });
  }

  /**
   * Opens a start page as the portal's /punch-in page does: reads the id from the hash route and calls
   * `V1.0/session/login`.
   */
  async openStartPage(startPageUrl: string): Promise<{ status: number; body: unknown }> {
    const hash = new URL(startPageUrl).hash; // #/punch-in?id=…
    const id = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('id') ?? '';
    const response = await this.send(`/api/V1.0/session/login?id=${encodeURIComponent(id)}`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    return { status: response.status, body: await response.json() };
  }

  /** Asks for the transfer form with the punch-in login's token and session id, as the portal does. */
  async transfer(
    login: Pick<PunchInLoginAnswer, 'tokenInfo' | 'sessionId'>,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.send('/api/v1.0/punchout/transfer', {
      method: 'POST',
      headers: {
        Authorization: `${login.tokenInfo.type} ${login.tokenInfo.access_token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'session-id': login.sessionId,
      },
    });
    return { status: response.status, body: await response.json() };
  }

  /** Asks for the transfer form of a quote (/transfer?quoteID=), as the portal does. */
  async transferQuote(
    login: Pick<PunchInLoginAnswer, 'tokenInfo' | 'sessionId'>,
    quoteID: string,
  ): Promise<{ status: number; body: unknown }> {
    const response = await this.send('/api/v1.0/punchout/transferQuote', {
      method: 'POST',
      headers: {
        Authorization: `${login.tokenInfo.type} ${login.tokenInfo.access_token}`,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
        'session-id': login.sessionId,
      },
      body: JSON.stringify({ quoteID }),
    });
    return { status: response.status, body: await response.json() };
  }

  /** The PunchOutOrderMessage of a cXML transfer form, parsed as the procurement system receives it. */
  orderMessageOf(answer: PunchOutTransferAnswer): { xml: string; root: XmlElement } {
    const field = answer.fields.find((candidate) => candidate.name === 'cXML-urlencoded');
    if (!field) throw new Error('The transfer form has no cXML-urlencoded field');
    // The browser posts the field url-encoded; the procurement system decodes it back to this text.
    const received = new URLSearchParams(
      new URLSearchParams({ 'cXML-urlencoded': field.value }).toString(),
    ).get('cXML-urlencoded');
    return { xml: received ?? '', root: parseXml(received ?? '', { maxBytes: 1024 * 1024 }) };
  }
}
