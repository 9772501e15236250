import { expect, go, logInAsDemo, test } from './support/app';

// A date or a time is read at a glance: it never breaks over two lines, whatever the width of the line it is in
// and the words around it (the Vietnamese banner of an unpaid order broke "…trước 2026-11-" / "29 00:14:05.").

test('the unpaid order’s pay-before date stays on one line at any width, in Vietnamese', async ({ page }) => {
  await logInAsDemo(page, { locale: 'vi' });
  await go(page, 'orderDetail', { id: 1 });
  const hint = page.locator('.orders-status-hint');
  await expect(hint).toContainText(/trước \d{4}/);
  const broken = await hint.evaluate((element: HTMLElement) => {
    const text = element.firstChild as Text;
    const match = /\d{4}\D+\d\d\D+\d\d\D+\d\d\D+\d\d\D+\d\d/.exec(text.data);
    if (!match) return ['no date in the banner'];
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const widths: string[] = [];
    // narrow the line step by step: at some width the date reaches its end
    for (let width = element.offsetWidth; width >= 120; width -= 4) {
      element.style.width = `${width}px`;
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      if (lines.size > 1) widths.push(`${width}px`);
    }
    element.style.width = '';
    return widths;
  });
  expect(broken, 'widths at which the date broke over two lines').toEqual([]);
});
