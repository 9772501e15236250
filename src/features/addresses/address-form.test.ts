import { describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  checkAddressForm,
  fieldOf,
  formValuesOf,
  joinRegionNames,
  toAddressInput,
} from './address-form';

const complete: AddressFormValues = {
  contact: ' Lan Nguyen ',
  phone: '13800138000',
  region: { codes: ['440000', '440300', '440305'], text: 'Guangdong, Shenzhen, Nanshan' },
  detail: ' 9 Keyuan Road ',
  isDefault: true,
};

describe('the address form rules', () => {
  it('asks for the recipient first: both missing, then the name, then the phone', () => {
    expect(checkAddressForm({ ...complete, contact: ' ', phone: '' }, null)).toBe('recipientRequired');
    expect(checkAddressForm({ ...complete, contact: '' }, null)).toBe('userNameRequired');
    expect(checkAddressForm({ ...complete, phone: '  ' }, null)).toBe('userPhoneRequired');
  });

  it('checks the phone with the client rule and the server pattern', () => {
    expect(checkAddressForm({ ...complete, phone: '12800138000' }, null)).toBe('phoneFormat');
    expect(checkAddressForm({ ...complete, phone: '1380013800' }, null)).toBe('phoneFormat');
    expect(checkAddressForm(complete, /^139\d{8}$/)).toBe('phoneFormat');
    expect(checkAddressForm({ ...complete, phone: '13900139000' }, /^139\d{8}$/)).toBeNull();
  });

  it('needs a region and a detailed address', () => {
    expect(checkAddressForm({ ...complete, region: null }, null)).toBe('addressIncomplete');
    expect(checkAddressForm({ ...complete, region: { codes: [], text: '' } }, null)).toBe('addressIncomplete');
    expect(checkAddressForm({ ...complete, detail: '   ' }, null)).toBe('addressIncomplete');
    expect(checkAddressForm(complete, null)).toBeNull();
  });

  it('points each problem at its field', () => {
    expect(fieldOf('recipientRequired')).toBe('contact');
    expect(fieldOf('userNameRequired')).toBe('contact');
    expect(fieldOf('userPhoneRequired')).toBe('phone');
    expect(fieldOf('phoneFormat')).toBe('phone');
    expect(fieldOf('addressIncomplete')).toBe('region');
  });

  it('sends trimmed values, with the id only when editing', () => {
    expect(toAddressInput(complete)).toEqual({
      contact: 'Lan Nguyen',
      phone: '13800138000',
      regionCodes: ['440000', '440300', '440305'],
      regionText: 'Guangdong, Shenzhen, Nanshan',
      detail: '9 Keyuan Road',
      isDefault: true,
    });
    expect(toAddressInput(complete, '7').id).toBe('7');
  });

  it('fills the form from a saved address and back', () => {
    const address = {
      id: '3',
      contact: 'Wei',
      phone: '13712345678',
      regionCodes: ['01', '001'],
      regionText: 'Hanoi, Ba Dinh',
      detail: '1 Hoang Dieu',
      isDefault: false,
    };
    const values = formValuesOf(address);
    expect(values.region).toEqual({ codes: ['01', '001'], text: 'Hanoi, Ba Dinh' });
    expect(toAddressInput(values, address.id)).toEqual({ ...address });
    expect(formValuesOf({ ...address, regionCodes: [] }).region).toBeNull();
  });

  it('joins region names per language', () => {
    expect(joinRegionNames(['Guangdong', 'Shenzhen', 'Nanshan'], 'en')).toBe('Guangdong, Shenzhen, Nanshan');
    expect(joinRegionNames(['Hà Nội', 'Ba Đình'], 'vi')).toBe('Hà Nội, Ba Đình');
    expect(joinRegionNames(['广东省', '深圳市', '南山区'], 'zh-CN')).toBe('广东省深圳市南山区');
  });
});
