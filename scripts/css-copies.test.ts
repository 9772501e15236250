import { describe, expect, it } from 'vitest';
import { copiedRuleConflicts, declarations } from './css-copies';

describe("a shared stylesheet's copies in the build's CSS files", () => {
  it('reads the declarations of a minified sheet, with their @media, and none of a @keyframes', () => {
    expect(
      declarations(
        '.a{color:red;margin:0 4px}@media (min-width:400px){.a .b{color:blue}}@keyframes spin{to{transform:rotate(1turn)}}',
      ),
    ).toEqual([
      { context: '', selector: '.a', property: 'color', value: 'red' },
      { context: '', selector: '.a', property: 'margin', value: '0 4px' },
      { context: '@media (min-width:400px)', selector: '.a .b', property: 'color', value: 'blue' },
    ]);
  });

  it.each([
    {
      case: 'lets copies be, and rules that another selector overrides',
      sheets: {
        'home.css': '.tabs{color:red}.home{margin:0}',
        'order.css': '.tabs{color:red}.orders .tabs{color:blue}',
      },
    },
    {
      case: 'lets two rules of one stylesheet be, which travel together in their own order',
      sheets: { 'home.css': '.pass{color:red}.pass{color:blue}', 'order.css': '.pass{color:red}.pass{color:blue}' },
    },
  ])('$case', ({ sheets }) => {
    expect(copiedRuleConflicts(sheets)).toEqual([]);
  });

  it('finds a copied rule whose selector another file sets to another value: the order of opening would decide', () => {
    expect(
      copiedRuleConflicts({
        'home.css': '.tabs{color:red}',
        'order.css': '.tabs{color:red}',
        'wallet.css': '.tabs{color:blue}',
      }),
    ).toEqual(['.tabs { color }: red in home.css, order.css; blue in wallet.css']);
  });
});
