import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { isLand, type CardFaceData } from "../cards/card-data.js";
import { COLORS, symbolColors, symbolsOf } from "../cards/mana-symbols.js";
import { frameClass } from "../game/board-layout.js";
import { manaStyles } from "../styles/mana-font.js";
import { frameStyles } from "./card-styles.js";
import { textWithSymbols } from "./mana-cost.js";
import "./mana-cost.js";

/**
 * The frame classes of a card (see {@link frameClass}): its colour identity (CR 903.4: its
 * colours and the mana symbols of its cost and rules text, reminder text aside) and, for a land,
 * the colours of the mana it adds (a basic land's reminder text says which); `land` added for lands.
 */
export function frameOf(card: CardFaceData): string {
  const land = isLand(card);
  const text = land ? card.oracleText : card.oracleText.replace(/\([^()]*\)/g, "");
  const found = new Set<string>([
    ...card.colors,
    ...[...symbolsOf(card.manaCost), ...symbolsOf(text)].flatMap(symbolColors),
  ]);
  return `${frameClass(COLORS.filter((c) => found.has(c)))}${land ? " land" : ""}`;
}

/** A rules-text paragraph with symbols drawn and (reminder text) in italics. */
export function rulesText(paragraph: string) {
  return paragraph
    .split(/(\([^()]*\))/g)
    .filter((part) => part !== "")
    .map((part) =>
      part.startsWith("(") ? html`<span class="reminder">${textWithSymbols(part)}</span>` : textWithSymbols(part),
    );
}

/**
 * A card face drawn from data, no image needed: name and mana cost, type line, rules text
 * (with symbols), and power/toughness for creatures. Set `card`; when it is unknown, set
 * `name` alone and a plain face says so.
 */
@customElement("card-face")
export class CardFace extends LitElement {
  static override styles = [
    manaStyles,
    frameStyles,
    css`
      :host { display: block; width: 250px; font-size: 13px; color: #161616; }
      .card {
        aspect-ratio: 63 / 88; border-radius: 12px; padding: 9px; box-sizing: border-box;
        display: flex; flex-direction: column; gap: 6px;
        box-shadow: 0 2px 10px rgb(0 0 0 / 45%);
      }
      .bar { display: flex; justify-content: space-between; align-items: flex-start; gap: 6px;
        padding: 4px 8px; border-radius: 8px; font-weight: 600; }
      .title { flex-wrap: wrap; row-gap: 0; }
      .name { min-width: 0; flex: 1 1 auto; overflow-wrap: break-word; }
      mana-cost { flex: none; margin-left: auto; }
      .text { flex: 1 1 auto; min-height: 0; padding: 6px 8px; border-radius: 4px; background: #f4efe6; line-height: 1.3;
        font-size: 12.5px; overflow: auto; }
      .text p { margin: 0 0 0.45em; }
      .reminder { font-style: italic; }
      /* a card with no rules text (a vanilla creature, a token) is drawn compact: no big empty frame */
      .card.vanilla { aspect-ratio: auto; }
      .pt { align-self: flex-end; padding: 2px 10px; border-radius: 8px; font-weight: 700; }
      .ms-cost { font-size: 0.9em; }
      .unknown { color: #161616; }
    `,
  ];

  /** The card to draw. */
  @property({ attribute: false }) card: CardFaceData | undefined = undefined;
  /** The name to show when `card` is not known. */
  @property({ type: String }) name = "";

  override render() {
    const card = this.card;
    if (card === undefined) {
      return html`<div class="card frame c unknown" part="card">
        <div class="bar"><span class="name">${this.name || "Unknown card"}</span></div>
        <div class="text"><p>This card is not in the card data, so its face cannot be drawn.</p></div>
      </div>`;
    }
    const paragraphs = card.oracleText === "" ? [] : card.oracleText.split("\n");
    const vanilla = paragraphs.length === 0 ? "vanilla" : "";
    return html`<article class="card frame ${frameOf(card)} ${vanilla}" part="card" aria-label=${card.name}>
      <div class="bar title">
        <span class="name">${card.name}</span>
        ${card.manaCost === "" ? nothing : html`<mana-cost cost=${card.manaCost}></mana-cost>`}
      </div>
      <div class="bar type">${card.typeLine}</div>
      ${
        paragraphs.length === 0
          ? nothing /* a vanilla card: no empty rules box */
          : html`<div class="text">${paragraphs.map((p) => html`<p>${rulesText(p)}</p>`)}</div>`
      }
      ${card.power === undefined ? nothing : html`<div class="pt bar">${card.power}/${card.toughness}</div>`}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "card-face": CardFace;
  }
}
