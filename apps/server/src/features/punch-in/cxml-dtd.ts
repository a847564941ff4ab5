import { expect } from 'vitest';
import { childrenNamed, textAt, type XmlElement } from './xml';

/**
 * Test support: the cXML 1.2 DTD's content models of the elements a PunchOutOrderMessage uses (cXML.dtd
 * 1.2.014), written out here independently of the server code — `?` optional, `*` any number, `+` at least
 * one, '' exactly one; children the DTD allows that the message never uses are listed where they are optional.
 */
export type ContentModel = [name: string, occurs: '' | '?' | '*' | '+'][];
export const cxmlDtd: Record<string, ContentModel> = {
  cXML: [
    ['Header', ''],
    ['Message', ''],
  ],
  Header: [
    ['From', ''],
    ['To', ''],
    ['Sender', ''],
    ['Path', '?'],
    ['OriginalDocument', '?'],
  ],
  From: [
    ['Credential', '+'],
    ['Correspondent', '?'],
  ],
  To: [
    ['Credential', '+'],
    ['Correspondent', '?'],
  ],
  Sender: [
    ['Credential', '+'],
    ['UserAgent', ''],
  ],
  Credential: [
    ['Identity', ''],
    ['SharedSecret', '?'],
  ],
  Message: [
    ['Status', '?'],
    ['PunchOutOrderMessage', ''],
  ],
  PunchOutOrderMessage: [
    ['BuyerCookie', ''],
    ['PunchOutOrderMessageHeader', ''],
    ['ItemIn', '*'],
  ],
  PunchOutOrderMessageHeader: [
    ['SourcingStatus', '?'],
    ['Total', ''],
    ['ShipTo', '?'],
    ['Shipping', '?'],
    ['Tax', '?'],
    ['SupplierOrderInfo', '?'],
  ],
  Total: [['Money', '']],
  ItemIn: [
    ['ItemID', ''],
    ['Path', '?'],
    ['ItemDetail', '?'],
    ['SupplierID', '?'],
    ['ShipTo', '?'],
    ['Shipping', '?'],
    ['Tax', '?'],
    ['SpendDetail', '?'],
    ['Distribution', '*'],
    ['Contact', '*'],
    ['Comments', '?'],
  ],
  ItemID: [
    ['SupplierPartID', ''],
    ['SupplierPartAuxiliaryID', '?'],
    ['BuyerPartID', '?'],
    ['IdReference', '*'],
  ],
  ItemDetail: [
    ['UnitPrice', ''],
    ['Description', '+'],
    ['OverallLimit', '?'],
    ['ExpectedLimit', '?'],
    ['UnitOfMeasure', ''],
    ['PriceBasisQuantity', '?'],
    ['Classification', '+'],
    ['ManufacturerPartID', '?'],
    ['ManufacturerName', '?'],
    ['URL', '?'],
    ['LeadTime', '?'],
    ['Dimension', '*'],
    ['ItemDetailIndustry', '?'],
    ['Extrinsic', '*'],
  ],
  UnitPrice: [['Money', '']],
};
export const requiredAttributes: Record<string, string[]> = {
  cXML: ['payloadID', 'timestamp'],
  Credential: ['domain'],
  PunchOutOrderMessageHeader: ['operationAllowed'],
  ItemIn: ['quantity'],
  Money: ['currency'],
  Description: ['xml:lang'],
  Classification: ['domain'],
  Extrinsic: ['name'],
};

/** Asserts every element with a model has its children in the DTD's order and its required attributes. */
export function assertDtdOrder(element: XmlElement, path = element.name): void {
  const model = cxmlDtd[element.name];
  if (model) {
    const pattern = new RegExp(`^${model.map(([name, occurs]) => `(?:${name} )${occurs}`).join('')}$`);
    const sequence = element.children.map((node) => `${node.name} `).join('');
    expect(sequence, `children of ${path}`).toMatch(pattern);
  }
  for (const attribute of requiredAttributes[element.name] ?? []) {
    expect(element.attributes[attribute], `${path}@${attribute}`).toBeTruthy();
  }
  element.children.forEach((node, index) => {
    assertDtdOrder(node, `${path}/${node.name}[${index}]`);
  });
}

export const credentialsOf = (party: XmlElement | undefined) =>
  childrenNamed(party, 'Credential').map((credential) => ({
    domain: credential.attributes.domain,
    identity: textAt(credential, 'Identity'),
  }));
