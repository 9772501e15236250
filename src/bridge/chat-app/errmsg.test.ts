import { describe, expect, it } from 'vitest';
import { isStillVerifying, isSystemDenial, kindOfErrMsg } from './errmsg';
import { parseWxScanResult } from './scan-result';

describe('kindOfErrMsg', () => {
  it.each([
    ['scanQRCode:ok', 'ok'],
    ['get_brand_wcpay_request:ok', 'ok'],
    ['config:ok', 'ok'],
    ['scanQRCode:cancel', 'cancelled'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['getLocation:fail auth deny', 'permission-denied'],
    ['getLocation:fail:auth denied', 'permission-denied'],
    ['getLocation:fail authorize no response', 'permission-denied'],
    ['chooseImage:fail access denied', 'permission-denied'],
    ['getLocation:fail system permission denied', 'permission-denied'],
    ['config:invalid signature', 'signature-invalid'],
    ['config:invalid url domain', 'signature-invalid'],
    ['scanQRCode:permission denied', 'signature-invalid'],
    ['system:function_not_exist', 'unsupported'],
    ['scanQRCode:function not exist', 'unsupported'],
    ['getLocation:fail timeout', 'timeout'],
    ['getLocation:fail', 'failed'],
    ['get_brand_wcpay_request:fail', 'failed'],
    ['', 'failed'],
    [undefined, 'failed'],
  ])('%s -> %s', (errMsg, kind) => {
    expect(kindOfErrMsg(errMsg)).toBe(kind);
  });

  it("reads 'offline verifying' as 'not yet', never as a bad signature", () => {
    for (const errMsg of [
      'scanQRCode:the permission value is offline verifying',
      'openLocation:fail, the permission value is offline verifying',
      'getLocation:fail:the permission value is offline verifying',
    ]) {
      expect(isStillVerifying(errMsg), errMsg).toBe(true);
      expect(kindOfErrMsg(errMsg), errMsg).not.toBe('signature-invalid');
    }
    expect(isStillVerifying('scanQRCode:permission denied')).toBe(false);
    expect(isStillVerifying(undefined)).toBe(false);
  });

  it('tells the phone settings apart from the customer saying no', () => {
    expect(isSystemDenial('getLocation:fail system permission denied')).toBe(true);
    expect(isSystemDenial('getLocation:fail auth deny')).toBe(false);
  });
});

describe('parseWxScanResult', () => {
  it.each([
    ['EAN_13,6901234567892', { text: '6901234567892', format: 'EAN_13' }],
    ['EAN_8,12345670', { text: '12345670', format: 'EAN_8' }],
    ['CODE_128,AB-12,34', { text: 'AB-12,34', format: 'CODE_128' }],
    ['CODE_39,ABC', { text: 'ABC', format: 'CODE_39' }],
    ['UPC_A,036000291452', { text: '036000291452', format: 'UPC_A' }],
    ['UPC_E,04252614', { text: '04252614', format: 'UPC_E' }],
    ['ITF,00012345678905', { text: '00012345678905', format: 'ITF' }],
    ['QR_CODE,https://h.example/?lockerNo=L001', { text: 'https://h.example/?lockerNo=L001', format: 'QR_CODE' }],
  ])('strips the known prefix of %s', (raw, expected) => {
    expect(parseWxScanResult(raw)).toEqual(expected);
  });

  it.each(['https://h.example/#/p?lockerNo=L001&tags=a,b', 'hello,world', 'ean_13,123', 'EAN_13 ,123', 'MY_CODE,123'])(
    'never splits %s on a comma',
    (raw) => {
      expect(parseWxScanResult(raw)).toEqual({ text: raw, format: 'QR_CODE' });
    },
  );
});
