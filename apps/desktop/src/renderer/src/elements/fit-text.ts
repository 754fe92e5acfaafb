/**
 * Fitting a card's rules text into its box with no line half hidden: the font is made smaller,
 * step by step down to a floor, until the text fits; text that still does not fit is cut after
 * its last whole line (the box's height set to end there) and marked `clamped`, so the card
 * shows an ellipsis and the full text stays in the large preview.
 */

/** Font size steps, in px, and the smallest size the text is set in. */
const STEP_PX = 0.5;
export const MIN_TEXT_PX = 8;

/**
 * Fits the text of `box` (a block with `overflow: hidden` whose height its layout gives it).
 * Its own font size and height are reset first, so calling it again after a resize fits anew.
 * `measureLines`: whether to cut after the last whole line (false for a box drawn rotated,
 * whose line boxes are not measured in its own axis: it only gets the smaller font).
 */
export function fitText(box: HTMLElement, measureLines = true): void {
  box.style.fontSize = "";
  box.style.maxHeight = "";
  box.classList.remove("clamped");
  const overflows = () => box.scrollHeight > box.clientHeight + 1;
  if (!overflows()) return;
  let size = Number.parseFloat(getComputedStyle(box).fontSize);
  while (overflows() && size - STEP_PX >= MIN_TEXT_PX) {
    size -= STEP_PX;
    box.style.fontSize = `${size}px`;
  }
  if (!overflows()) return;
  box.classList.add("clamped");
  if (!measureLines) return;
  const top = box.getBoundingClientRect().top;
  const limit = top + box.clientHeight;
  // the line boxes of the text: its text nodes' fragments (not its paragraphs' boxes)
  const lines: DOMRect[] = [];
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) if (r.height > 0) lines.push(r);
  }
  let last = top;
  for (const r of lines) if (r.bottom <= limit + 0.5) last = Math.max(last, r.bottom);
  let next = Infinity;
  for (const r of lines) if (r.bottom > limit + 0.5) next = Math.min(next, r.top);
  // A line's glyph box can be a little taller than the line (the next one starts above its
  // bottom): cut between the two, so neither shows more than a hair of the other.
  const cut = last > top && next < last ? (last + next) / 2 : last;
  box.style.maxHeight = `${Math.max(0, cut - top)}px`;
}

/** The smallest size, in px, a card's name or type line is set in to keep its words whole. */
export const MIN_WORD_PX = 7.5;

/**
 * Fits a card's name or type line (`el`, its words wrapping at spaces only) so that no word is
 * broken or cut: while a word is wider than the box, the font is made smaller, step by step down
 * to {@link MIN_WORD_PX}; a word still too wide then ends in an ellipsis (`squeezed`; the full
 * name is in the element's title, the card's label and the large preview). Its own font size
 * is reset first, so calling it again after a resize fits anew.
 */
export function fitWords(el: HTMLElement): void {
  el.style.fontSize = "";
  el.classList.remove("squeezed");
  el.removeAttribute("title");
  const overflows = () => el.scrollWidth > el.clientWidth;
  if (!overflows()) return;
  let size = Number.parseFloat(getComputedStyle(el).fontSize);
  while (overflows() && size - STEP_PX >= MIN_WORD_PX) {
    size -= STEP_PX;
    el.style.fontSize = `${size}px`;
  }
  if (!overflows()) return;
  el.classList.add("squeezed");
  el.title = el.textContent?.trim() ?? "";
}
