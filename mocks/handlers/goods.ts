import { http } from 'msw';
import { getDb } from '../db';
import { addOnsOf, findGoods, type GoodsRow, goodsTypesOf } from '../db/commerce';
import { api, fail, numberParam, ok, paginate } from '../lib/http';
import { type Lang, langOf, tr, txt } from '../lib/text';

/** Mirrors src/api/goods.ts. Public calls: they answer anonymous customers too. */

const NOT_FOUND = txt('The product does not exist', 'Sản phẩm không tồn tại', '商品不存在');

function goodsVo(goods: GoodsRow, lang: Lang) {
  return {
    id: goods.id,
    typeId: goods.typeId,
    name: tr(goods.name, lang),
    image: goods.image,
    price: goods.price,
    memberPrice: goods.memberPrice,
    description: tr(goods.description, lang),
    sales: goods.sales,
  };
}

export const goodsHandlers = [
  http.get(api('/goods/goods-type'), ({ request }) => {
    const lang = langOf(request);
    const types = goodsTypesOf(getDb(), numberParam(request, 'shopId'));
    return ok(types.map((type) => ({ id: type.id, name: tr(type.name, lang) })));
  }),
  http.get(api('/goods/goods-list'), ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const typeIds = goodsTypesOf(db, numberParam(request, 'shopId')).map((type) => type.id);
    const typeId = numberParam(request, 'typeId');
    const goods = db.goods.filter(
      (row) => typeIds.includes(row.typeId) && (typeId === undefined || row.typeId === typeId),
    );
    const page = paginate(goods, request);
    return ok({ ...page, list: page.list.map((row) => goodsVo(row, lang)) });
  }),
  http.get(api('/goods/goods-info'), ({ request }) => {
    const db = getDb();
    const lang = langOf(request);
    const id = numberParam(request, 'id');
    const goods = id === undefined ? undefined : findGoods(db, id);
    if (!goods) return fail(400, tr(NOT_FOUND, lang));
    return ok({
      ...goodsVo(goods, lang),
      images: goods.images,
      detail: tr(goods.detail, lang),
      goodsAddVos: addOnsOf(db, goods).map((addOn) => ({
        id: addOn.id,
        name: tr(addOn.name, lang),
        price: addOn.price,
      })),
    });
  }),
];
