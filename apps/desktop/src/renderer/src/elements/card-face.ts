import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { isLand, type CardFaceData } from "../cards/card-data.js";
import { manaStyles } from "../styles/mana-font.js";
import { textWithSymbols } from "./mana-cost.js";
import "./mana-cost.js";

/** The frame colour class of a card: its single colour, gold, artifact grey or land. */
export function frameOf(card: CardFaceData): string {
  if (card.colors.length > 1) return "gold";
  if (card.colors.length === 1) return (card.colors[0] ?? "c").toLowerCase();
  return isLand(card) ? "land" : "c";
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
    css`
      :host { display: block; width: 250px; font-size: 13px; color: #161616; }
      .card {
        aspect-ratio: 63 / 88; border-radius: 12px; padding: 9px; box-sizing: border-box;
        display: flex; flex-direction: column; gap: 6px; background: #1b1b1b;
        box-shadow: 0 2px 10px rgb(0 0 0 / 45%);
      }
      .bar { display: flex; justify-content: space-between; align-items: center; gap: 6px;
        padding: 4px 8px; border-radius: 8px; background: var(--bar); font-weight: 600; }
      .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      .art { flex: 0 1 24%; min-height: 24px; border-radius: 4px; background: var(--art); opacity: 0.85; }
      .text { flex: 1 1 auto; min-height: 0; padding: 6px 8px; border-radius: 4px; background: #f4efe6; line-height: 1.3;
        font-size: 12.5px; overflow: auto; }
      .text p { margin: 0 0 0.45em; }
      .reminder { font-style: italic; }
      .pt { align-self: flex-end; padding: 2px 10px; border-radius: 8px; background: var(--bar); font-weight: 700; }
      .ms-cost { font-size: 0.9em; }
      .w { --bar: #f3ecd3; --art: #e9dfb8; }
      .u { --bar: #c6dcee; --art: #8fb6d8; }
      .b { --bar: #cbc2bf; --art: #6f6561; }
      .r { --bar: #f0c4ad; --art: #d9774f; }
      .g { --bar: #c4dcc6; --art: #5f9a6a; }
      .gold { --bar: #eedc9a; --art: #c9a94b; }
      .c { --bar: #d9dcdf; --art: #9aa3ab; }
      .land { --bar: #e3d7c8; --art: #a88c6c; }
      .unknown { --bar: #d9dcdf; --art: #555; color: #161616; }
    `,
  ];

  /** The card to draw. */
  @property({ attribute: false }) card: CardFaceData | undefined = undefined;
  /** The name to show when `card` is not known. */
  @property({ type: String }) name = "";

  override render() {
    const card = this.card;
    if (card === undefined) {
      return html`<div class="card unknown" part="card">
        <div class="bar"><span class="name">${this.name || "Unknown card"}</span></div>
        <div class="art"></div>
        <div class="text"><p>This card is not in the card data, so its face cannot be drawn.</p></div>
      </div>`;
    }
    const paragraphs = card.oracleText === "" ? [] : card.oracleText.split("\n");
    return html`<article class="card ${frameOf(card)}" part="card" aria-label=${card.name}>
      <div class="bar">
        <span class="name">${card.name}</span>
        ${card.manaCost === "" ? nothing : html`<mana-cost cost=${card.manaCost}></mana-cost>`}
      </div>
      <div class="art"></div>
      <div class="bar type">${card.typeLine}</div>
      <div class="text">
        ${paragraphs.map((p) => html`<p>${rulesText(p)}</p>`)}
      </div>
      ${card.power === undefined ? nothing : html`<div class="pt">${card.power}/${card.toughness}</div>`}
    </article>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "card-face": CardFace;
  }
}
