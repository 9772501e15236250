import { describe, expect, it } from 'vitest';
import { problemOf } from './contract-check';

const order = {
  type: 'object',
  required: ['id', 'status'],
  properties: {
    id: { anyOf: [{ type: 'number' }, { type: 'string' }] },
    status: { enum: ['unpaid', 'completed'], type: 'string' },
    items: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
    remarks: { type: 'string' },
  },
};

describe("checking a server's answer against the contract", () => {
  it('passes an answer with the required fields, whatever optional ones it leaves out or adds', () => {
    expect(problemOf(order, { id: 1, status: 'unpaid', extra: true })).toBeNull();
  });

  it('names a missing required field, at any depth', () => {
    expect(problemOf(order, { status: 'unpaid' })).toBe('missing required field data.id');
    expect(problemOf(order, { id: 1, status: 'unpaid', items: [{ name: 'a' }, {}] })).toBe(
      'missing required field data.items[1].name',
    );
  });

  it('names a wrong type or value', () => {
    expect(problemOf(order, { id: 1, status: 'unpaid', remarks: 5 })).toBe(
      'wrong type at data.remarks: expected string, got integer',
    );
    expect(problemOf(order, { id: 1, status: 'lost' })).toBe('wrong value at data.status: "lost"');
  });
});
