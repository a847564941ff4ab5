import { PunchInLoginAnswer, PunchOutTransferAnswer } from '@b2b-portal/api';
import { formatMessage } from '@b2b-portal/api/messages';
import { extendedPrice } from '@b2b-portal/flows/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPunchIn } from '../../db/seed-punchin';
import { PunchInFixture } from './test-fixtures';

/** OCI punch-in (USERNAME, PASSWORD, HOOK_URL) and the cart's return as NEW_ITEM fields. */

let f: PunchInFixture;
beforeAll(async () => {
  f = await PunchInFixture.create();
});
afterAll(() => f?.close());

describe('OCI punch-in and punch-out', () => {
  const hookUrl = 'https://srm.example/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';
  const credentials = {
    USERNAME: demoPunchIn.oci.username,
    PASSWORD: demoPunchIn.oci.password,
    HOOK_URL: hookUrl,
  };

  it('should redirect a valid OCI punch-in to the start page, by GET and by POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await f.buyerSystem.ociPunchIn(
        { ...credentials, '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG' },
        method,
      );
      expect(response.status, method).toBe(302);
      expect(response.headers.get('location')).toMatch(
        /^http:\/\/localhost\/#\/punch-in\?id=[A-Za-z0-9_-]{43}$/,
      );
    }
  });

  it('should answer 401 with a short text page to wrong OCI credentials and 400 without a hook URL', async () => {
    const wrong = await f.buyerSystem.ociPunchIn({ ...credentials, PASSWORD: 'guess' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await wrong.text()).toBe(formatMessage('PunchIn.OciInvalidCredentials'));
    const noHook = await f.buyerSystem.ociPunchIn({ ...credentials, HOOK_URL: 'ftp://srm.example/' });
    expect(noHook.status).toBe(400);
    expect(await noHook.text()).toBe(formatMessage('PunchIn.OciBadRequest'));
  });

  it('should return the cart as NEW_ITEM fields to the hook URL with the round-trip fields', async () => {
    const redirect = await f.buyerSystem.ociPunchIn({
      ...credentials,
      '~OkCode': 'ADDI',
      '~TARGET': '_top',
      '~CALLER': 'CTLG',
    });
    const opened = await f.buyerSystem.openStartPage(redirect.headers.get('location')!);
    const login = PunchInLoginAnswer.parse(opened.body);
    expect(login).toMatchObject({ operation: 'create', postLoginTarget: 'ShoppingCart' });
    await f.addAsPunchOutUser(login, f.catalogue.switch, 1);
    await f.addAsPunchOutUser(login, f.catalogue.support, 2);

    const transfer = await f.buyerSystem.transfer(login);
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(200);
    const form = PunchOutTransferAnswer.parse(transfer.body);
    expect(form).toMatchObject({ url: hookUrl, method: 'POST', protocol: 'oci', target: '_top' });
    const fields = new Map(form.fields.map((field) => [field.name, field.value]));
    const expected = [
      { product: f.catalogue.switch, quantity: 1 },
      { product: f.catalogue.support, quantity: 2 },
    ];
    expected.forEach(({ product, quantity }, index) => {
      const n = index + 1;
      expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe(product.description.slice(0, 40));
      expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(String(quantity));
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toBe(product.unitOfMeasure);
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toBe(
        extendedPrice(product.unitPrice, 1, product.serviceLength),
      );
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('USD');
      expect(fields.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe('1');
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(product.id);
      expect(fields.get(`NEW_ITEM-MANUFACTMAT[${n}]`)).toBe(product.manufacturerPart);
      expect(fields.get(`NEW_ITEM-MATGROUP[${n}]`)).toBe(product.unspsc);
      expect(fields.has(`NEW_ITEM-LEADTIME[${n}]`)).toBe(true);
      expect(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toContain(product.description);
    });
    expect(fields.has('NEW_ITEM-DESCRIPTION[3]')).toBe(false);
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('~TARGET')).toBe('_top');
    expect(fields.get('~CALLER')).toBe('CTLG');
    expect(await f.punchOutLinesOf(login)).toEqual([]);
  });
});
