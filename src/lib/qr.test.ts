import { describe, expect, it } from 'vitest';
import { parseScannedCode } from './qr';

describe('parseScannedCode', () => {
  it('reads a cabinet code with its query after the #', () => {
    expect(parseScannedCode('https://wash.example.com/#/pages/Order/PendingList/index?lockerNo=L001&shopId=0')).toEqual(
      {
        kind: 'locker',
        lockerNo: 'L001',
        shopId: '0',
      },
    );
  });

  it('reads a cabinet code with its query before the #', () => {
    expect(parseScannedCode('http://wash.example.com/?lockerNo=L002#/pages/Home/Home/index')).toEqual({
      kind: 'locker',
      lockerNo: 'L002',
    });
  });

  it('reads a store code and its shop', () => {
    expect(parseScannedCode('https://h.example/#/pages/Order/PendingList/index?storeNo=S001&shopId=3')).toEqual({
      kind: 'store',
      storeNo: 'S001',
      shopId: '3',
    });
  });

  it('lets the part after the # win, as the landing URL does', () => {
    expect(parseScannedCode('https://h.example/?lockerNo=OLD#/x?lockerNo=L003')).toEqual({
      kind: 'locker',
      lockerNo: 'L003',
    });
  });

  it('trims the surrounding white space scanners sometimes add', () => {
    expect(parseScannedCode('  https://h.example/#/p?lockerNo=L001\n')).toMatchObject({ lockerNo: 'L001' });
  });

  it('ignores a shopId that is not an id', () => {
    expect(parseScannedCode('https://h.example/#/p?lockerNo=L001&shopId=abc')).toEqual({
      kind: 'locker',
      lockerNo: 'L001',
    });
  });

  it('keeps a comma inside the text instead of splitting on it', () => {
    expect(parseScannedCode('https://h.example/#/p?lockerNo=L001,L002')).toEqual({ kind: 'invalid' });
    expect(parseScannedCode('https://h.example/#/p?a=1,2&storeNo=S002')).toMatchObject({ storeNo: 'S002' });
  });

  it.each([
    '',
    '   ',
    'hello world',
    'L001',
    'lockerNo=L001',
    '/#/pages/Order/PendingList/index?lockerNo=L001',
    'javascript:alert(1)//?lockerNo=L001',
    'data:text/html,?lockerNo=L001',
    'ftp://h.example/?lockerNo=L001',
    'https://h.example/#/pages/Home/Home/index',
    'https://h.example/?lockerNo=',
    'https://h.example/?lockerNo=%3Cscript%3E',
    `https://h.example/?lockerNo=${'A'.repeat(65)}`,
    `https://h.example/?x=${'a'.repeat(3000)}&lockerNo=L001`,
  ])('rejects %j', (text) => {
    expect(parseScannedCode(text)).toEqual({ kind: 'invalid' });
  });
});
