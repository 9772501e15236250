// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlToLines } from './html-text';

describe('the text of server HTML, shown before its sanitiser has loaded', () => {
  it("gives a line per paragraph and per list's item, marked as such", () => {
    expect(
      htmlToLines('<p>Deep  clean,\n by hand</p><ul><li>Inspection</li><li><b>Hand</b> wash</li></ul>Dry<br>Return'),
    ).toEqual([
      { text: 'Deep clean, by hand', item: false },
      { text: 'Inspection', item: true },
      { text: 'Hand wash', item: true },
      { text: 'Dry', item: false },
      { text: 'Return', item: false },
    ]);
  });

  it('leaves out what a reader never sees: scripts, styles, templates, and empty items', () => {
    expect(
      htmlToLines(
        '<style>p{color:red}</style><p>Shown</p><script>alert(1)</script><template><p>x</p></template><ul><li> </li></ul>',
      ),
    ).toEqual([{ text: 'Shown', item: false }]);
  });

  it('puts nothing of the HTML into the page: only its text comes out', () => {
    const lines = htmlToLines('<img src="https://x.example/a.png" onerror="window.hit = 1"><p>Text</p>');
    expect(lines).toEqual([{ text: 'Text', item: false }]);
    expect((window as { hit?: number }).hit).toBeUndefined();
  });
});

describe('the text of HTML that is not well formed', () => {
  it("reads a '>' inside an attribute, entities, comments and an unclosed script as a reader would see them", () => {
    expect(
      htmlToLines('<p title="a > b">Fish &amp; chips &lt;3 &#x1F45F;&nbsp;&bogus;</p><!-- hidden --><p>Last<script>x'),
    ).toEqual([
      { text: 'Fish & chips <3 👟 &bogus;', item: false },
      { text: 'Last', item: false },
    ]);
  });
});
