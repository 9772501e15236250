import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { localeAtom } from '../state/locale';
import { getAppStore } from '../state/store';
import { failure } from '../testing/api-failure';
import { logIn } from '../testing/session';
import {
  addAddr,
  deleteAddr,
  deleteReceiving,
  getAddrList,
  getReceivingList,
  receivingKeys,
  receivingMutations,
  receivingQueries,
  saveReceiving,
  setAddrDefault,
  setReceivingDefault,
  updateAddr,
} from './receiving';
import type { AddressInput } from './schemas/address';

/** The saved address the mock sends back (the app needs none: a real server may answer data null). */
async function must<T>(answer: Promise<T | null>): Promise<T> {
  const saved = await answer;
  if (!saved) throw new Error('the mock sends the saved address back');
  return saved;
}

const nanshan: AddressInput = {
  contact: 'Hoa Pham',
  phone: '13611112222',
  regionCodes: ['440000', '440300', '440305'],
  detail: '1 Shennan Avenue',
  isDefault: false,
};

describe('the receiving family', () => {
  it('answers 401 without a token and changes nothing', async () => {
    expect((await failure(getReceivingList())).kind).toBe('session');
    expect((await failure(getAddrList())).kind).toBe('session');
    expect((await failure(saveReceiving(nanshan))).code).toBe(401);
    expect((await failure(deleteAddr('1'))).code).toBe(401);
    logIn();
    expect((await getReceivingList()).list).toHaveLength(2);
    expect(await getAddrList()).toHaveLength(2);
  });

  it('lists the demo customer’s receiving addresses with the default first and as data.default', async () => {
    logIn();
    const { list, default: fallback } = await getReceivingList();
    expect(list.map((row) => [row.id, row.isDefault])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    expect(fallback).toEqual(list[0]);
    expect(list[0]?.regionText).toBe('Henan, Zhengzhou, Jinshui');
  });

  it('adds an address that is then listed, and moves the default when the new one asks for it', async () => {
    logIn();
    const saved = await must(saveReceiving(nanshan));
    expect(saved).toMatchObject({ contact: 'Hoa Pham', regionText: 'Guangdong, Shenzhen, Nanshan', isDefault: false });
    expect((await getReceivingList()).list.map((row) => row.id)).toEqual(['1', saved.id, '2']);

    const preferred = await must(saveReceiving({ ...nanshan, contact: 'Second', isDefault: true }));
    const { list, default: current } = await getReceivingList();
    expect(current?.id).toBe(preferred.id);
    expect(list.filter((row) => row.isDefault).map((row) => row.id)).toEqual([preferred.id]);
  });

  it('edits through /receiving/add when an id is sent', async () => {
    logIn();
    const edited = await must(saveReceiving({ ...nanshan, id: '2', detail: '77 Nguyen Hue' }));
    expect(edited.id).toBe('2');
    const { list } = await getReceivingList();
    expect(list).toHaveLength(2);
    expect(list.find((row) => row.id === '2')).toMatchObject({ detail: '77 Nguyen Hue', contact: 'Hoa Pham' });
    expect((await failure(saveReceiving({ ...nanshan, id: '999' }))).code).toBe(400);
  });

  it('makes the first address of a new customer the default, whatever it asks', async () => {
    logIn(1002);
    expect(await getReceivingList()).toEqual({ list: [], default: null });
    const first = await must(saveReceiving(nanshan));
    expect(first.isDefault).toBe(true);
    expect((await getReceivingList()).default?.id).toBe(first.id);
  });

  it('sets the default, and deleting the default hands it to the newest remaining address', async () => {
    logIn();
    const newer = await must(saveReceiving(nanshan));
    await setReceivingDefault('2');
    expect((await getReceivingList()).default?.id).toBe('2');
    await deleteReceiving('2');
    const { list, default: current } = await getReceivingList();
    expect(list.map((row) => row.id)).toEqual([newer.id, '1']);
    expect(current?.id).toBe(newer.id);
    await deleteReceiving(newer.id);
    await deleteReceiving('1');
    expect(await getReceivingList()).toEqual({ list: [], default: null });
  });

  it('refuses incomplete addresses with the message to show, and changes nothing', async () => {
    logIn();
    const noRegion = await failure(saveReceiving({ ...nanshan, regionCodes: [] }));
    expect([noRegion.kind, noRegion.code, noRegion.message]).toEqual([
      'business',
      400,
      'Please provide complete address information',
    ]);
    const partial = await failure(saveReceiving({ ...nanshan, regionCodes: ['440000'] }));
    expect(partial.message).toBe('Please provide complete address information');
    expect((await failure(saveReceiving({ ...nanshan, detail: '  ' }))).message).toBe(
      'Please provide complete address information',
    );
    expect((await failure(saveReceiving({ ...nanshan, contact: '' }))).message).toBe('Please enter the user name');
    expect((await failure(saveReceiving({ ...nanshan, phone: '' }))).message).toBe(
      "Please enter the user's phone number",
    );
    expect((await failure(saveReceiving({ ...nanshan, phone: '12345' }))).message).toBe('Phone number format error');
    getAppStore().set(localeAtom, 'vi');
    expect((await failure(saveReceiving({ ...nanshan, regionCodes: [] }))).message).toBe(
      'Vui lòng cung cấp đầy đủ thông tin địa chỉ',
    );
    expect((await getReceivingList()).list).toHaveLength(2);
  });

  it('cannot touch another customer’s address', async () => {
    logIn(1002);
    expect((await failure(deleteReceiving('1'))).code).toBe(400);
    expect((await failure(setAddrDefault('2'))).code).toBe(400);
    expect(await getAddrList()).toEqual([]);
    logIn(1001);
    expect((await getReceivingList()).list).toHaveLength(2);
    expect((await getAddrList())[0]).toMatchObject({ id: '1', isDefault: true });
  });
});

describe('the addr family', () => {
  it('lists, adds, edits and keeps one default', async () => {
    logIn();
    expect((await getAddrList()).map((row) => [row.id, row.isDefault])).toEqual([
      ['1', true],
      ['2', false],
    ]);
    const added = await must(addAddr({ ...nanshan, regionCodes: ['01', '002'], isDefault: true }));
    let list = await getAddrList();
    expect(list[0]).toMatchObject({ id: added.id, isDefault: true, regionText: 'Hanoi, Hoan Kiem' });
    expect(list.filter((row) => row.isDefault)).toHaveLength(1);

    await updateAddr({ ...nanshan, id: '1', detail: 'Moved', isDefault: false });
    list = await getAddrList();
    expect(list.find((row) => row.id === '1')?.detail).toBe('Moved');
    // The default gives up its flag: the newest other address takes it.
    await updateAddr({ ...nanshan, id: added.id, isDefault: false });
    list = await getAddrList();
    expect(list.filter((row) => row.isDefault).map((row) => row.id)).toEqual(['2']);
    expect((await failure(updateAddr({ ...nanshan, id: '999' }))).code).toBe(400);
  });

  it('sets the default and deleting it moves the default to the newest remaining one', async () => {
    logIn();
    await setAddrDefault('2');
    expect((await getAddrList())[0]).toMatchObject({ id: '2', isDefault: true });
    await deleteAddr('2');
    expect(await getAddrList()).toEqual([expect.objectContaining({ id: '1', isDefault: true })]);
    await deleteAddr('1');
    expect(await getAddrList()).toEqual([]);
  });

  it('answers region names in the customer’s language', async () => {
    logIn();
    getAppStore().set(localeAtom, 'zh-CN');
    expect((await getAddrList())[0]?.regionText).toBe('广东省广州市天河区');
  });

  it('adds or edits through one mutation and refreshes the family', async () => {
    logIn();
    const client = new QueryClient();
    await client.fetchQuery(receivingQueries.addrList());
    const save = new MutationObserver(client, receivingMutations.saveAddr());
    const added = await must(save.mutate(nanshan));
    expect(client.getQueryState(receivingKeys.addrList())?.isInvalidated).toBe(true);
    await save.mutate({ ...nanshan, id: added.id, detail: 'Edited' });
    const list = await client.fetchQuery(receivingQueries.addrList());
    expect(list).toHaveLength(3);
    expect(list.find((row) => row.id === added.id)?.detail).toBe('Edited');
  });
});
