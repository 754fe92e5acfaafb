/**
 * The mana-symbol font (mana-font, bundled locally: no CDN, works offline).
 *
 * Fonts must be registered on the document (an `@font-face` inside a shadow root is
 * ignored), while the `.ms-*` classes must be inside each shadow root that uses them. So the
 * woff2 file is registered once with the FontFace API, and {@link manaStyles} carries the
 * package's classes with its `@font-face` rules removed (which also keeps the other font
 * formats out of the bundle).
 */
import { unsafeCSS, type CSSResult } from "lit";
import manaCss from "mana-font/css/mana.min.css?raw";
import manaWoff2 from "mana-font/fonts/mana.woff2?url";

/** mana-font's symbol classes (`ms`, `ms-r`, `ms-cost`, …) for a component's `static styles`. */
export const manaStyles: CSSResult = unsafeCSS(
  manaCss
    .replace(/^\uFEFF/, "") // the file starts with a byte-order mark, which would corrupt the first selector (.ms)
    .replace(/@font-face\s*\{[^}]*\}/g, ""),
);

let loaded: Promise<void> | undefined;

/** Registers the "Mana" font family on the document (once); resolves when it is usable. */
export function loadManaFont(doc: Document = document): Promise<void> {
  loaded ??= (async () => {
    const face = new FontFace("Mana", `url(${manaWoff2}) format("woff2")`);
    doc.fonts.add(face);
    await face.load();
  })();
  return loaded;
}
