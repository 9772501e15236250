/** A live photo as an inline SVG data URL: a shoe on a tinted card with a caption (no external requests). */
export function livePhoto(caption: string, tint: string, shoe = '#4a4a4a'): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 120'>` +
    `<rect width='160' height='120' fill='${tint}'/>` +
    `<path d='M24 78c0-12 5-26 14-30l7 5c5 4 12 4 16-1l4-4c10 10 27 15 45 17 13 2 18 8 18 15v4H24z' fill='${shoe}'/>` +
    `<rect x='22' y='84' width='108' height='9' rx='4' fill='#222'/>` +
    `<rect x='0' y='98' width='160' height='22' fill='rgba(0,0,0,.45)'/>` +
    `<text x='8' y='114' font-family='sans-serif' font-size='12' fill='#fff'>${caption}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
