import { describe, expect, it } from 'vitest';
import { type OrderCheck, validateOrder } from './validate';

const ready: OrderCheck = {
  kind: 'door-to-door',
  cartEmpty: false,
  appointmentOpen: true,
  addressChosen: true,
  slot: { date: '2026-06-02', start: '09:00' },
  slotBookable: true,
  photosUploading: false,
  payMethodChosen: true,
};

describe('what the order still needs', () => {
  it('lets a complete order go', () => {
    expect(validateOrder(ready)).toBeNull();
    expect(validateOrder({ ...ready, kind: 'online', addressChosen: false, slot: null })).toBeNull();
  });

  it("asks in the spec's words, first thing first", () => {
    expect(validateOrder({ ...ready, cartEmpty: true, payMethodChosen: false })).toBe('validation.addCartFirst');
    expect(validateOrder({ ...ready, appointmentOpen: false })).toBe('errors.noAppointmentService');
    expect(validateOrder({ ...ready, addressChosen: false, slot: null })).toBe('validation.selectShippingAddress');
    expect(validateOrder({ ...ready, slot: null })).toBe('validation.selectDoorstepTime');
    expect(validateOrder({ ...ready, slotBookable: false })).toBe('validation.selectDoorstepTime');
    expect(validateOrder({ ...ready, payMethodChosen: false })).toBe('validation.selectPaymentMethod');
  });

  it('waits for photos and for the appointment calendar', () => {
    expect(validateOrder({ ...ready, photosUploading: true })).toBe('createOrder.photos.stillUploading');
    expect(validateOrder({ ...ready, appointmentOpen: undefined })).toBe('createOrder.wait');
    expect(validateOrder({ ...ready, kind: null })).toBe('createOrder.kind.choose');
  });
});
