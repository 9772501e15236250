/**
 * The chat app's scanner answers `resultStr` as the bare text for a QR code, and as `TYPE,text` for a
 * barcode (`EAN_13,6901234567892`). Only a known type name followed by a comma is removed: a QR code's text
 * may itself contain commas (`https://h/?a=1,2`) and is never split.
 */
const KNOWN_FORMATS = [
  'QR_CODE',
  'EAN_13',
  'EAN_8',
  'UPC_A',
  'UPC_E',
  'UPC_EAN_EXTENSION',
  'CODE_128',
  'CODE_39',
  'CODE_93',
  'CODABAR',
  'ITF',
  'ITF_14',
  'RSS_14',
  'RSS_EXPANDED',
  'DATA_MATRIX',
  'PDF_417',
  'AZTEC',
  'MAXICODE',
  'WX_CODE',
] as const;

const PREFIX = new RegExp(`^(${KNOWN_FORMATS.join('|')}),`);

export function parseWxScanResult(resultStr: string): { text: string; format: string } {
  const match = PREFIX.exec(resultStr);
  if (match?.[1]) return { text: resultStr.slice(match[0].length), format: match[1] };
  return { text: resultStr, format: 'QR_CODE' };
}
