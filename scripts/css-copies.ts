/**
 * The build copies the small chunks screens share into each screen's chunk, their styles too (vite.config.ts):
 * a rule of a shared stylesheet then sits in several of the build's CSS files, and a screen opened later adds
 * its copy again, after whatever came in between. That is harmless while no other rule with the same selector
 * sets the same property to another value; where one does, which value wins would depend on the order the
 * customer opened the screens in. This finds those: each (context, selector, property) set to two values, one
 * of them copied into more than one file, where the two are not always in the same files together (two rules
 * of one stylesheet travel together, in their own order).
 */

/** One declaration: where it applies (`@media …` and the selector list) and what it sets. */
type Declaration = { context: string; selector: string; property: string; value: string };

/** The declarations of a (built, minified) stylesheet, outside @keyframes and @font-face. */
export function declarations(css: string): Declaration[] {
  const found: Declaration[] = [];
  const open: string[] = [];
  let text = '';
  for (const character of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (character === '{') {
      open.push(text.trim());
      text = '';
    } else if (character === '}') {
      const selector = open.pop();
      const inert = open.some((at) => /^@(keyframes|font-face)/.test(at)) || selector?.startsWith('@font-face');
      if (selector !== undefined && !inert && text.trim())
        for (const part of text.split(';')) {
          const colon = part.indexOf(':');
          if (colon > 0)
            found.push({
              context: open.join(' '),
              selector,
              property: part.slice(0, colon).trim(),
              value: part.slice(colon + 1).trim(),
            });
        }
      text = '';
    } else text += character;
  }
  return found;
}

/** The conflicts among the build's stylesheets (file name -> text), each as a line for the terminal. */
export function copiedRuleConflicts(sheets: Record<string, string>): string[] {
  const filesOf = new Map<string, Set<string>>();
  const byPlace = new Map<string, Set<string>>();
  for (const [file, css] of Object.entries(sheets))
    for (const { context, selector, property, value } of declarations(css)) {
      const place = JSON.stringify([context, selector, property]);
      const key = JSON.stringify([context, selector, property, value]);
      filesOf.set(key, (filesOf.get(key) ?? new Set()).add(file));
      byPlace.set(place, (byPlace.get(place) ?? new Set()).add(key));
    }
  const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((file) => b.has(file));
  const conflicts: string[] = [];
  for (const keys of byPlace.values()) {
    const values = [...keys];
    for (const [at, a] of values.entries())
      for (const b of values.slice(at + 1)) {
        const inA = filesOf.get(a) ?? new Set();
        const inB = filesOf.get(b) ?? new Set();
        if ((inA.size > 1 || inB.size > 1) && !same(inA, inB)) {
          const [context, selector, property, first] = JSON.parse(a) as string[];
          const second = (JSON.parse(b) as string[])[3];
          conflicts.push(
            `${context ? `${context} ` : ''}${selector} { ${property} }: ${first} in ${[...inA].join(', ')}; ${second} in ${[...inB].join(', ')}`,
          );
        }
      }
  }
  return conflicts;
}
