import type { PunchOutFormField } from '@b2b-portal/api';
import { CURRENCY, money, type PunchOutLine } from './cxml';

/**
 * SAP OCI 4.0 catalogue return: the `NEW_ITEM-…[n]` fields (n from 1) posted to HOOK_URL, with the round-trip
 * fields `~OkCode`, `~TARGET` and `~CALLER` the procurement system sent at punch-in.
 */

/** OCI limits NEW_ITEM-DESCRIPTION to 40 characters; the full text goes to the long text. */
const DESCRIPTION_LENGTH = 40;
const LONGTEXT_LENGTH = 132;

export interface OciRoundTrip {
  okCode: string;
  target: string;
  caller: string;
}

export function ociFields(lines: readonly PunchOutLine[], roundTrip: OciRoundTrip): PunchOutFormField[] {
  const fields: PunchOutFormField[] = [];
  lines.forEach((line, index) => {
    const n = index + 1;
    const add = (name: string, value: string) => fields.push({ name: `NEW_ITEM-${name}[${n}]`, value });
    add('DESCRIPTION', line.description.slice(0, DESCRIPTION_LENGTH));
    add('QUANTITY', String(line.quantity));
    add('UNIT', line.unitOfMeasure || 'EA');
    add('PRICE', money(line.unitPrice));
    add('CURRENCY', CURRENCY);
    add('PRICEUNIT', '1');
    add('VENDORMAT', line.supplierPartId);
    add('MANUFACTMAT', line.manufacturerPart);
    add('MATGROUP', line.classification);
    // No lead time is known for catalogue products: the field stays empty, as OCI allows.
    add('LEADTIME', '');
    const longText = [
      line.description,
      line.manufacturerName && `Manufacturer: ${line.manufacturerName}`,
      line.serviceLength > 0 && `Service length: ${line.serviceLength} months`,
      line.bundleName && `Bundle: ${line.bundleName}`,
    ]
      .filter(Boolean)
      .join('\n');
    fields.push({ name: `NEW_ITEM-LONGTEXT_${n}:${LONGTEXT_LENGTH}[]`, value: longText });
  });
  fields.push({ name: '~OkCode', value: roundTrip.okCode || 'ADDI' });
  if (roundTrip.target) fields.push({ name: '~TARGET', value: roundTrip.target });
  fields.push({ name: '~CALLER', value: roundTrip.caller || 'CTLG' });
  return fields;
}
