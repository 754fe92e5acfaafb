import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { CardFaceData } from "../cards/card-data.js";
import { catalogCardOf, type CardSearch, type CardSearchResult } from "../cards/card-search.js";
import { catalogDefinition } from "@fishbowl/cards";
import { builtinDefinitionOf } from "../cards/catalog-card-cache.js";
import { automationOf, type CardAutomation } from "../deck/deck-report.js";
import { AUTOMATION_WORDS, automationSentence } from "../game/automation-words.js";
import { controlStyles } from "./ui-styles.js";
import "./mana-cost.js";

/** The mark of each automation in the result list (the deck list's marks; the word in its tooltip and the legend). */
const MARKS = { automated: "●", partial: "◐", manual: "○", missing: "?" } as const;

/** Detail of the `card-add` and `card-preview` events: the card's name. */
export interface CardEventDetail {
  readonly name: string;
}

/**
 * Card search in Scryfall syntax. Fires `card-preview` when a result is chosen for a
 * closer look and `card-add` when its “+” button asks for one more copy in the deck.
 */
@customElement("card-search-panel")
export class CardSearchPanel extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; min-width: 0; }
      input { width: 100%; box-sizing: border-box; }
      ul { list-style: none; margin: 6px 0 0; padding: 0; max-height: max(220px, calc(100vh - 420px)); overflow: auto; }
      li .pick { min-width: 0; }
      li .pick > span:first-child { min-width: 0; overflow-wrap: anywhere; }
      .auto { flex: none; font-size: 0.8rem; margin-left: auto; }
      .auto.automated { color: #3fb950; }
      .auto.partial, .auto.manual { color: #d29922; }
      #search-count { margin: 4px 0 0; }
      li { display: flex; align-items: center; gap: 6px; }
      li .pick { flex: 1; display: flex; gap: 6px; align-items: center; justify-content: space-between; text-align: left;
        background: none; border: none; padding: 3px 6px; }
      li .pick:hover { background: #21262d; }
      li .add { padding: 1px 8px; }
      .hint, .error { font-size: 0.85rem; margin: 4px 0 0; }
    `,
  ];

  /** What to search. */
  @property({ attribute: false }) search!: CardSearch;
  /** How many results to show at most. */
  @property({ type: Number }) limit = 30;

  /** How long typing must pause before a search runs, in milliseconds. */
  @property({ type: Number }) debounce = 120;

  @state() private query = "";
  @state() private result: CardSearchResult | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sequence = 0;

  private onInput(query: string): void {
    this.query = query;
    clearTimeout(this.timer);
    const sequence = ++this.sequence;
    if (query.trim() === "") {
      this.result = null;
      return;
    }
    this.timer = setTimeout(() => {
      void this.search.search(query.trim(), this.limit).then((result) => {
        if (sequence === this.sequence) this.result = result; // a later query supersedes this one
      });
    }, this.debounce);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  /** How much of a result the engine plays: its built-in definition, else what the compiler makes of its text. */
  private automation(card: CardFaceData): CardAutomation {
    return automationOf(builtinDefinitionOf(card.name) ?? catalogDefinition(catalogCardOf(card)));
  }

  private emit(type: "card-add" | "card-preview", card: CardFaceData): void {
    this.dispatchEvent(
      new CustomEvent<CardEventDetail>(type, { detail: { name: card.name }, bubbles: true, composed: true }),
    );
  }

  override render() {
    const result = this.query.trim() === "" ? null : this.result;
    return html`
      <input id="card-query" type="search" placeholder="Search cards, e.g. bolt" title="Scryfall syntax: bolt, t:creature c:r mv<=2" aria-label="Search cards"
        .value=${this.query} @input=${(e: InputEvent) => this.onInput((e.target as HTMLInputElement).value)} />
      ${
        result === null
          ? html`<p class="hint" id="search-hint">Searching ${this.search.description}. Scryfall syntax: t: type, c: colour, mv: mana value, o: rules text.</p>`
          : !result.ok
            ? html`<p class="error" role="alert">${result.error}</p>`
            : result.cards.length === 0
              ? html`<p class="hint">No card matches.</p>`
              : html`<p class="hint" id="search-count">${
                  result.cards.length >= this.limit
                    ? `The first ${this.limit} matches (refine the search for others)`
                    : `${result.cards.length} card${result.cards.length === 1 ? "" : "s"} match`
                } · ● automated ◐ partly automated ○ manual</p><ul id="card-results" aria-label="Search results">
                ${result.cards
                  .map((card) => [card, this.automation(card)] as const)
                  .map(
                    ([card, a]) => html`<li>
                    <button class="pick" @click=${() => this.emit("card-preview", card)} title=${card.typeLine}>
                      <span>${card.name}</span>
                      <span class=${`auto ${a.kind}`} data-automation=${a.kind} title=${automationSentence(a)} aria-label=${AUTOMATION_WORDS[a.kind]}>${MARKS[a.kind]}</span>
                      ${card.manaCost === "" ? nothing : html`<mana-cost cost=${card.manaCost}></mana-cost>`}
                    </button>
                    <button class="add" title=${`Add a ${card.name} to the main deck`} aria-label=${`Add ${card.name}`}
                      @click=${() => this.emit("card-add", card)}>+</button>
                  </li>`,
                  )}
              </ul>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "card-search-panel": CardSearchPanel;
  }
}
