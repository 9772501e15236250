import { http } from 'msw';
import type { Db } from '../db';
import { phoneAccepted } from '../db/account';
import { type AddressFamily, type AddressRow, addressesOf, ensureOneDefault, regionTextOf } from '../db/commerce';
import type { UserRow } from '../db/core';
import { api, fail, jsonBody } from '../lib/http';
import { type Session, session } from '../lib/session';
import { type Lang, tr, txt } from '../lib/text';

/**
 * Mirrors src/api/receiving.ts: the two address families of the logged-in customer (session calls).
 * Each family keeps exactly one default while it has any address; deleting the default makes the newest
 * remaining address the default. Incomplete input answers code 400 with the message to show.
 */

const MSG = {
  contact: txt('Please enter the user name', 'Vui lòng nhập tên người dùng', '请输入用户名'),
  phone: txt("Please enter the user's phone number", 'Vui lòng nhập số điện thoại của người dùng', '请输入用户手机号'),
  phoneFormat: txt('Phone number format error', 'Số điện thoại không đúng định dạng', '手机号格式错误'),
  incomplete: txt(
    'Please provide complete address information',
    'Vui lòng cung cấp đầy đủ thông tin địa chỉ',
    '请填写完整的地址信息',
  ),
  notFound: txt('The address does not exist', 'Địa chỉ không tồn tại', '地址不存在'),
};

/** The client's phone rule (spec section 5): 11 digits, 1 then 3-9. */

type AddressBody = {
  id: unknown;
  contact: unknown;
  phone: unknown;
  regionCodes: unknown;
  regionText: unknown;
  detail: unknown;
  isDefault: unknown;
};

function addressVo(db: Db, row: AddressRow, lang: Lang) {
  return {
    id: row.id,
    contact: row.contact,
    phone: row.phone,
    regionCodes: row.regionCodes,
    regionText: regionTextOf(db, row.regionCodes, lang) ?? row.regionText,
    detail: row.detail,
    isDefault: row.isDefault,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const idOf = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : undefined;

type Valid = { contact: string; phone: string; regionCodes: string[]; regionText: string; detail: string };

function validate(db: Db, body: Partial<AddressBody>, lang: Lang): Valid | Response {
  const contact = str(body.contact);
  const phone = str(body.phone);
  const detail = str(body.detail);
  const regionCodes = Array.isArray(body.regionCodes)
    ? body.regionCodes.filter((code): code is string => typeof code === 'string' && code !== '')
    : [];
  if (!contact) return fail(400, tr(MSG.contact, lang));
  if (!phone) return fail(400, tr(MSG.phone, lang));
  if (!phoneAccepted(db, phone)) return fail(400, tr(MSG.phoneFormat, lang));
  const regionText = regionTextOf(db, regionCodes, 'en') ?? str(body.regionText);
  // A known region must be picked down to its last level (a district, not just a province).
  const last = regionCodes[regionCodes.length - 1];
  const stopsEarly = last !== undefined && db.regions.some((region) => region.pcode === last);
  if (regionCodes.length === 0 || !regionText || stopsEarly || !detail) return fail(400, tr(MSG.incomplete, lang));
  return { contact, phone, regionCodes, regionText, detail };
}

function findOwn(db: Db, family: AddressFamily, user: UserRow, id: number | undefined): AddressRow | undefined {
  return id === undefined ? undefined : db[family].find((row) => row.id === id && row.userId === user.id);
}

/** Adds (`mode` 'add'), edits ('edit', needs an id) or either ('upsert': edits when an id is sent). */
async function save({ request, user, lang, db }: Session, family: AddressFamily, mode: 'add' | 'edit' | 'upsert') {
  const body = await jsonBody<AddressBody>(request);
  const id = mode === 'add' ? undefined : idOf(body.id);
  const existing = findOwn(db, family, user, id);
  if (mode === 'edit' && !existing) return fail(400, tr(MSG.notFound, lang));
  if (id !== undefined && !existing) return fail(400, tr(MSG.notFound, lang));
  const valid = validate(db, body, lang);
  if (valid instanceof Response) return valid;
  const wantsDefault = body.isDefault === true || body.isDefault === 1;

  let row: AddressRow;
  if (existing) {
    Object.assign(existing, valid);
    row = existing;
    if (wantsDefault) ensureOneDefault(db, family, user.id, row.id);
    else if (row.isDefault) {
      // Un-defaulting hands the flag to the newest other address, if there is one.
      const other = addressesOf(db, family, user.id)
        .filter((candidate) => candidate.id !== row.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
      ensureOneDefault(db, family, user.id, other?.id ?? row.id);
    }
  } else {
    row = {
      id: db[family].reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1,
      userId: user.id,
      ...valid,
      isDefault: false,
      createdAt: new Date().toISOString(),
    };
    const first = !db[family].some((candidate) => candidate.userId === user.id);
    db[family].push(row);
    ensureOneDefault(db, family, user.id, wantsDefault || first ? row.id : undefined);
  }
  return addressVo(db, row, lang);
}

async function remove({ request, user, lang, db }: Session, family: AddressFamily) {
  const row = await ownAddressIn(request, family, user, db);
  if (!row) return fail(400, tr(MSG.notFound, lang));
  db[family].splice(db[family].indexOf(row), 1);
  ensureOneDefault(db, family, user.id);
  return null;
}

async function setDefault({ request, user, lang, db }: Session, family: AddressFamily) {
  const row = await ownAddressIn(request, family, user, db);
  if (!row) return fail(400, tr(MSG.notFound, lang));
  ensureOneDefault(db, family, user.id, row.id);
  return null;
}

/** The customer's address the body's `id` names, in the family. */
async function ownAddressIn(request: Request, family: AddressFamily, user: UserRow, db: Db) {
  const body = await jsonBody<{ id: unknown }>(request);
  return findOwn(db, family, user, idOf(body.id));
}

export const receivingHandlers = [
  http.get(
    api('/receiving/list'),
    session(({ user, lang, db }) => {
      const list = addressesOf(db, 'receivingAddresses', user.id).map((row) => addressVo(db, row, lang));
      return { list, default: list.find((row) => row.isDefault) ?? null };
    }),
  ),
  http.post(
    api('/receiving/add'),
    session((call) => save(call, 'receivingAddresses', 'upsert')),
  ),
  http.post(
    api('/receiving/del'),
    session((call) => remove(call, 'receivingAddresses')),
  ),
  http.post(
    api('/receiving/set-default'),
    session((call) => setDefault(call, 'receivingAddresses')),
  ),

  http.get(
    api('/receiving/addr-list'),
    session(({ user, lang, db }) => addressesOf(db, 'addrs', user.id).map((row) => addressVo(db, row, lang))),
  ),
  http.post(
    api('/receiving/add-addr'),
    session((call) => save(call, 'addrs', 'add')),
  ),
  http.post(
    api('/receiving/set-addr'),
    session((call) => save(call, 'addrs', 'edit')),
  ),
  http.post(
    api('/receiving/del-addr'),
    session((call) => remove(call, 'addrs')),
  ),
  http.post(
    api('/receiving/set-addr-default'),
    session((call) => setDefault(call, 'addrs')),
  ),
];
