import './gallery.css';

/**
 * The goods' name and its one line, at the top of the product detail's first card. The boot shell draws the
 * same from the early answer (rendered from this component at build time: scripts/boot-blocks.tsx).
 */
export function GoodsTitle({ goods }: { goods: { name: string; description: string | null } }) {
  return (
    <>
      <h2 className="goods-detail-name">{goods.name}</h2>
      {goods.description ? <p className="goods-detail-line">{goods.description}</p> : null}
    </>
  );
}
