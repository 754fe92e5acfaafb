import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { resolveDeck } from "../game/deck-cards.js";
import type { TableSetup } from "../game/game-host.js";
import type { HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";

/**
 * Starting a goldfish game: a deck from the library, the seed of the shuffle, and whether
 * you are on the play or on the draw. Emits `new-game` with the {@link TableSetup}.
 */
@customElement("new-game-form")
export class NewGameForm extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      label { display: inline-flex; gap: 6px; align-items: center; }
      input[type="number"] { width: 8em; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px; }
    `,
  ];

  /** The host (the deck library). */
  @property({ attribute: false }) host!: HostApi;
  /** The deck to preselect (the one open in the editor). */
  @property({ type: String }) deck: string | null = null;

  @state() private decks: string[] = [];
  @state() private chosen = "";
  @state() private seed = String(Math.floor(Math.random() * 1_000_000));
  @state() private onThePlay = true;
  @state() private error = "";

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A deck opened in the editor since is the one to play.
    if (changed.has("deck") && this.deck !== null && this.decks.includes(this.deck)) this.chosen = this.deck;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.reloadDecks();
  }

  /** Reads the deck list again (keeping the chosen deck when it still exists, else the open deck). */
  async reloadDecks(): Promise<void> {
    try {
      this.decks = (await this.host.decks.list()).map((d) => d.name);
      if (this.chosen === "" || !this.decks.includes(this.chosen))
        this.chosen = this.deck !== null && this.decks.includes(this.deck) ? this.deck : (this.decks[0] ?? "");
    } catch (error) {
      this.error = String(error);
    }
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault();
    try {
      this.error = "";
      const deckText = await this.host.decks.read(this.chosen);
      const { extraCards } = await resolveDeck(deckText, this.host.catalog);
      const setup: TableSetup = {
        deckName: this.chosen,
        deckText,
        seed: Math.trunc(Number(this.seed) || 0),
        onThePlay: this.onThePlay,
        ...(Object.keys(extraCards).length > 0 ? { extraCards } : {}),
      };
      this.dispatchEvent(new CustomEvent<TableSetup>("new-game", { detail: setup, bubbles: true, composed: true }));
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  override render() {
    return html`<form class="panel row" id="new-game" @submit=${this.submit}>
      <label>Deck <select id="game-deck" @change=${(e: Event) => (this.chosen = (e.target as HTMLSelectElement).value)}>
        ${this.decks.map((d) => html`<option value=${d} ?selected=${d === this.chosen}>${d}</option>`)}
      </select></label>
      <label>Seed <input id="game-seed" type="number" .value=${this.seed} @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} /></label>
      <label><input type="radio" name="side" id="on-play" .checked=${this.onThePlay} @change=${() => (this.onThePlay = true)} /> On the play</label>
      <label><input type="radio" name="side" id="on-draw" .checked=${!this.onThePlay} @change=${() => (this.onThePlay = false)} /> On the draw</label>
      <button class="primary" id="start-game" type="submit" ?disabled=${this.chosen === ""}>New game</button>
      ${this.error ? html`<span class="error" id="new-game-error" role="alert">${this.error}</span>` : ""}
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "new-game-form": NewGameForm;
  }
}
