/**
 * What a page cuts off or lets spill: every element under `root` whose content does not fit its
 * box. Run in the page (Locator.evaluate), so it reads the browser's own layout:
 * - content wider or taller than a box that hides or clips it (an ellipsis included), or an
 *   input whose text does not fit;
 * - content wider than a box that lets it show (it runs into what is beside it);
 * - a box that scrolls sideways, unless it holds a table whose first column is pinned (sticky at
 *   the left: the row's name stays in view while the rest scrolls);
 * - an element out of the window sideways (outside such a scrolling table), and a page that
 *   scrolls sideways;
 * - a chart's text cut short ('…') or out of its drawing.
 * Each problem says where: the nearest test id or region, the element, and its text.
 */
export function overflowsIn(root: Element): string[] {
  const problems: string[] = [];
  const SLACK = 1; // sub-pixel rounding
  const width = document.documentElement.clientWidth;
  const where = (el: Element) => {
    const owner = el.closest('[data-testid]');
    const region = el.closest('[aria-label]');
    const name = owner?.getAttribute('data-testid') ?? region?.getAttribute('aria-label') ?? '?';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    const cls = typeof el.className === 'string' ? el.className.split(' ').find((c) => c.startsWith('Mui')) : undefined;
    return `[${name}] <${el.tagName.toLowerCase()}${cls ? ` .${cls}` : ''}> "${text}"`;
  };
  const hidden = (el: Element, style: CSSStyleDeclaration) =>
    style.display === 'none' || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]') !== null || (style.position === 'absolute' && style.clip.startsWith('rect(0'));
  /** The nearest box that scrolls sideways, holding `el`. */
  const scrollerOf = (el: Element): HTMLElement | null => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const ox = getComputedStyle(up).overflowX;
      if (ox === 'auto' || ox === 'scroll') return up;
    }
    return null;
  };
  /** A table whose every row's first cell stays at the left as the rest scrolls. */
  const pinnedFirstColumn = (scroller: HTMLElement) => {
    const rows = Array.from(scroller.querySelectorAll('tr'));
    return (
      rows.length > 0 &&
      rows.every((row) => {
        const first = row.firstElementChild;
        if (!first) return false;
        const style = getComputedStyle(first);
        return style.position === 'sticky' && style.left === '0px';
      })
    );
  };

  if (document.documentElement.scrollWidth > width + SLACK) problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in a window of ${width} px`);

  for (const el of Array.from(root.querySelectorAll('*'))) {
    const style = getComputedStyle(el);
    if (hidden(el, style)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const scroller = scrollerOf(el);
    if (!scroller && (rect.right > width + SLACK || rect.left < -SLACK)) problems.push(`out of the window (${Math.round(rect.left)}..${Math.round(rect.right)} of ${width} px): ${where(el)}`);

    if (el instanceof SVGTextElement) {
      const svg = el.ownerSVGElement;
      if ((el.textContent ?? '').includes('…')) problems.push(`chart text cut short: ${where(el)}`);
      if (svg) {
        const box = svg.getBoundingClientRect();
        if (rect.left < box.left - SLACK || rect.right > box.right + SLACK) problems.push(`chart text out of its drawing: ${where(el)}`);
      }
      continue;
    }
    if (!(el instanceof HTMLElement) || style.display === 'inline' || style.display === 'contents') continue;

    const wider = el.scrollWidth - el.clientWidth > SLACK;
    const taller = el.scrollHeight - el.clientHeight > SLACK;
    const field = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement;
    // A box that hides what it holds cuts something off only when what it holds reads (a chart's empty layers do not).
    const reads = (el.textContent ?? '').trim() !== '' || el.querySelector('input, select, button, svg text') !== null;
    const cut = (axis: string) => reads && (axis === 'hidden' || axis === 'clip');
    if (field) {
      if (wider) problems.push(`text does not fit its field (${el.scrollWidth} > ${el.clientWidth} px): ${where(el)} "${el.value}"`);
    } else if (wider && (cut(style.overflowX) || (reads && style.textOverflow === 'ellipsis'))) {
      problems.push(`cut off (${el.scrollWidth} > ${el.clientWidth} px${style.textOverflow === 'ellipsis' ? ', ellipsis' : ''}): ${where(el)}`);
    } else if (wider && (style.overflowX === 'auto' || style.overflowX === 'scroll')) {
      if (!pinnedFirstColumn(el)) problems.push(`scrolls sideways, no column pinned (${el.scrollWidth} > ${el.clientWidth} px): ${where(el)}`);
    } else if (wider && style.overflowX === 'visible') {
      problems.push(`runs out of its box (${el.scrollWidth} > ${el.clientWidth} px): ${where(el)}`);
    }
    if (taller && cut(style.overflowY)) problems.push(`cut off below (${el.scrollHeight} > ${el.clientHeight} px): ${where(el)}`);
  }
  return problems;
}
