import { LitElement, css, html, type TemplateResult } from "lit";
import { customElement, property } from "lit/decorators.js";
import { symbolClass, symbolsOf } from "../cards/mana-symbols.js";
import { manaStyles } from "../styles/mana-font.js";

/** One mana symbol as a mana-font glyph (decorative; the text alternative is given by the caller). */
export function manaSymbol(symbol: string): TemplateResult {
  return html`<i class="ms ${symbolClass(symbol)} ms-cost" title="{${symbol}}" aria-hidden="true"></i>`;
}

/** Rules or reminder text with every `{…}` symbol drawn as a mana-font glyph. */
export function textWithSymbols(text: string): Array<string | TemplateResult> {
  return text.split(/(\{[^{}]+\})/g).map((part) => {
    const symbol = /^\{([^{}]+)\}$/.exec(part)?.[1];
    return symbol === undefined ? part : manaSymbol(symbol.toUpperCase());
  });
}

/**
 * A mana cost drawn with mana-font symbols: `<mana-cost cost="{2}{R}{R}">`. The element's
 * accessible name is the cost in text form.
 */
@customElement("mana-cost")
export class ManaCost extends LitElement {
  static override styles = [
    manaStyles,
    css`
      :host { display: inline-flex; gap: 0.1em; align-items: center; white-space: nowrap; }
      .ms-cost { font-size: 0.95em; }
    `,
  ];

  /** The cost in Scryfall notation, e.g. `{X}{R}`; empty for none. */
  @property({ type: String }) cost = "";

  override willUpdate(): void {
    const symbols = symbolsOf(this.cost);
    this.setAttribute("role", "img");
    this.setAttribute("aria-label", symbols.length === 0 ? "no mana cost" : symbols.join(" "));
  }

  override render() {
    return html`${symbolsOf(this.cost).map(manaSymbol)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "mana-cost": ManaCost;
  }
}
