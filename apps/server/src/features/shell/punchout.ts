import { randomBytes, randomUUID } from 'node:crypto';

/** Characters XML 1.0 cannot carry at all: control characters, U+FFFE/U+FFFF and lone surrogates. */
const NOT_XML_CHARACTERS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching exactly the characters XML forbids.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Escapes text for XML (and HTML) content and attribute values. Characters XML cannot carry are dropped, so
 * text from anywhere always yields a well-formed document.
 */
export const escapeXml = (text: string) =>
  text
    .replace(NOT_XML_CHARACTERS, '')
    .replace(
      /[<>&'"]/g,
      (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
    );

/** A one-time buyer cookie for the supplier tool (its hash is stored; the tool sends the cookie back). */
export function newBuyerCookie(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * A cXML 1.2 PunchOutSetupRequest (operation create) for the supplier configuration tool: our DUNS as From and
 * Sender with the company's shared secret, the buyer cookie, and the hook URL the tool posts the cart back to.
 */
export function punchOutSetupRequest(input: {
  duns: string;
  userName: string;
  password: string;
  cookie: string;
  hookUrl: string;
  supplierUrl: string;
  userEmail: string;
  userAgent: string;
  now?: Date;
}): string {
  const x = escapeXml;
  const timestamp = (input.now ?? new Date()).toISOString();
  const payloadId = `${Date.now()}.${randomUUID()}@b2b-portal`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">',
    `<cXML payloadID="${x(payloadId)}" timestamp="${x(timestamp)}" xml:lang="en-US">`,
    '  <Header>',
    '    <From>',
    `      <Credential domain="DUNS"><Identity>${x(input.duns)}</Identity></Credential>`,
    `      <Credential domain="NetworkUserId"><Identity>${x(input.userName)}</Identity></Credential>`,
    '    </From>',
    '    <To>',
    `      <Credential domain="DUNS"><Identity>${x(input.duns)}</Identity></Credential>`,
    '    </To>',
    '    <Sender>',
    `      <Credential domain="NetworkUserId"><Identity>${x(input.userName)}</Identity><SharedSecret>${x(input.password)}</SharedSecret></Credential>`,
    `      <UserAgent>${x(input.userAgent)}</UserAgent>`,
    '    </Sender>',
    '  </Header>',
    '  <Request deploymentMode="production">',
    '    <PunchOutSetupRequest operation="create">',
    `      <BuyerCookie>${x(input.cookie)}</BuyerCookie>`,
    `      <Extrinsic name="UserEmail">${x(input.userEmail)}</Extrinsic>`,
    `      <BrowserFormPost><URL>${x(input.hookUrl)}</URL></BrowserFormPost>`,
    `      <SupplierSetup><URL>${x(input.supplierUrl)}</URL></SupplierSetup>`,
    '    </PunchOutSetupRequest>',
    '  </Request>',
    '</cXML>',
  ].join('\n');
}
