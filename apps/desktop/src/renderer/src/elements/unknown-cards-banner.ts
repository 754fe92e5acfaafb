/**
 * The deck editor's warning, at the top of the editor, about the list's cards found in no card
 * data: "⚠ 1 card not found: Blastodrem (line 3) — did you mean Blastoderm? [Fix]". Each Fix
 * rewrites the name on its lines (the editor makes that one undoable edit); the card-data
 * import is offered as "Import card data…" when none is loaded, else "Import more card data…".
 * Rendered into the editor's own shadow root (its styles: `unknownBannerStyles`).
 */
import { css, html, nothing } from "lit";
import { didYouMean, type NameSuggestion, type UnknownCard } from "../deck/unknown-cards.js";

/** What the banner shows and what its buttons do. */
export interface UnknownBannerOptions {
  readonly unknown: readonly UnknownCard[];
  readonly suggestions: readonly NameSuggestion[];
  /** Whether card data (beyond the built-in cards) is loaded. */
  readonly cardDataLoaded: boolean;
  /** Renames `card` to `to` on its lines. */
  readonly fix: (card: UnknownCard, to: string) => void;
  /** Asks for the card-data import. */
  readonly importCardData: () => void;
}

/** The banner's styles, for the editor's `static styles`. */
export const unknownBannerStyles = css`
  #unknown-cards { border-color: #9e6a03; background: #2b2111; margin-bottom: 12px; padding: 8px 12px; }
  #unknown-cards > p { margin: 0; }
  #unknown-cards .lead { color: #e3b341; font-weight: 600; }
  #name-suggestions { margin: 4px 0 6px; padding-left: 20px; }
  #name-suggestions li { margin: 2px 0; }
  #name-suggestions .where { color: #8b949e; }
  #name-suggestions button.fix { padding: 0 8px; margin-left: 4px; }
`;

const lineWords = (lines: readonly number[]) => `line${lines.length === 1 ? "" : "s"} ${lines.join(", ")}`;

/** The banner, or nothing when every card is known. */
export function renderUnknownBanner(o: UnknownBannerOptions) {
  const n = o.unknown.length;
  if (n === 0) return nothing;
  return html`<div class="panel" id="unknown-cards" role="status">
    <p><span class="lead">⚠ ${n} card${n === 1 ? "" : "s"} not found</span> in the card data: in a game
      ${n === 1 ? "it plays as a named placeholder" : "they play as named placeholders"}, by hand, and the charts leave ${n === 1 ? "it" : "them"} out.</p>
    <ul id="name-suggestions">${o.unknown.map((card) => {
      const like = o.suggestions.find((s) => s.name === card.name)?.like ?? [];
      return html`<li data-name=${card.name}><strong>${card.name}</strong>
        <span class="where">(${lineWords(card.lines)})</span>${like.length === 0 ? nothing : html` — ${didYouMean(card.name, o.suggestions)}`}
        ${like.map(
          (
            to,
          ) => html`<button class="fix" data-to=${to} title=${`Change “${card.name}” to “${to}” (${lineWords(card.lines)}; Ctrl+Z undoes it)`}
            @click=${() => o.fix(card, to)}>${like.length === 1 ? "Fix" : `Fix: ${to}`}</button>`,
        )}</li>`;
    })}</ul>
    <button id="import-card-data" @click=${o.importCardData}>${o.cardDataLoaded ? "Import more card data…" : "Import card data…"}</button>
  </div>`;
}
