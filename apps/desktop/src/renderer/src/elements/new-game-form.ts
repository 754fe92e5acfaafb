import { LitElement, css, html, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { notFoundSentence } from "../deck/unknown-cards.js";
import { resolveDeck } from "../game/deck-cards.js";
import type { TableSetup } from "../game/game-host.js";
import type { HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";
import "./confirm-dialog.js";

/**
 * Starting a goldfish game: a deck from the library, the seed of the shuffle, and whether
 * you are on the play or on the draw. Emits `new-game` with the {@link TableSetup}.
 *
 * It shows the game on the table (`current`): whenever that game changes — started here,
 * resumed from the autosave or opened from a game file — its deck, seed and side are shown. A
 * game file's deck that is not in the library is offered as it is in the file.
 *
 * A deck naming cards found in no card data is played only once the player chooses to: the
 * form asks first ("1 card not found: Blastodrem — did you mean Blastoderm?"), with "Play
 * with placeholders" and Cancel.
 */
/**
 * The seed typed in the form as a game's seed: a whole number the game file can hold, from
 * -2^31 to 2^32 − 1. The engine seeds its generator with a number's low 32 bits, so a larger
 * one is reduced to them — the same shuffles — rather than written to a file no reader accepts.
 */
export function gameSeedOf(typed: string): number {
  const n = Math.trunc(Number(typed) || 0);
  return n >= -(2 ** 31) && n <= 2 ** 32 - 1 ? n : (n % 2 ** 32) >>> 0;
}

@customElement("new-game-form")
export class NewGameForm extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      form { display: flex; gap: 8px; align-items: center; flex-wrap: nowrap; }
      label { display: inline-flex; gap: 5px; align-items: center; white-space: nowrap; }
      input[type="number"] { width: 6em; }
      select { max-width: 13em; }
      button { white-space: nowrap; }
      .next { color: #e3b341; }
      #new-seed { padding: 4px 7px; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 5px 8px; }
      @media (max-width: 1100px) {
        form { gap: 6px; }
        select { max-width: 8em; }
        input[type="number"] { width: 4.5em; }
      }
    `,
  ];

  /** The host (the deck library). */
  @property({ attribute: false }) host!: HostApi;
  /** The deck to preselect (the one open in the editor). */
  @property({ type: String }) deck: string | null = null;
  /** The setup of the game on the table, shown whenever it changes; `null` before a game. */
  @property({ attribute: false }) current: TableSetup | null = null;
  /** The deck of the game in play, or `null` when no game is: a deck chosen other than it is said to be for the next game. */
  @property({ attribute: false }) playing: string | null = null;

  @state() private decks: string[] = [];
  @state() private chosen = "";
  @state() private seed = String(Math.floor(Math.random() * 1_000_000));
  @state() private onThePlay = true;
  @state() private error = "";
  /** The game waiting for the player's choice to play its placeholders, and the question. */
  @state() private asking: { setup: TableSetup; heading: string; message: string } | null = null;

  /** A deck opened in the editor that the deck list did not have yet (just created): chosen once the list has it. */
  private wanted: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    // A deck opened in the editor since is the one to play.
    if (changed.has("deck") && this.deck !== null) {
      if (this.decks.includes(this.deck)) [this.chosen, this.wanted] = [this.deck, null];
      else this.wanted = this.deck;
    }
    // Another game on the table: show its setup.
    const c = this.current;
    if (changed.has("current") && c !== null) {
      this.chosen = c.deckName;
      this.seed = String(c.seed);
      this.onThePlay = c.onThePlay;
    }
  }

  /** The game on the table's deck when the library has no deck of that name (a game file's). */
  private get fileDeck(): TableSetup | null {
    const c = this.current;
    return c !== null && !this.decks.includes(c.deckName) ? c : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.reloadDecks();
  }

  /** Reads the deck list again (keeping the chosen deck when it still exists, else the open deck). */
  async reloadDecks(): Promise<void> {
    try {
      this.decks = (await this.host.decks.list()).map((d) => d.name);
      if (this.wanted !== null && this.decks.includes(this.wanted)) [this.chosen, this.wanted] = [this.wanted, null];
      if (this.chosen === "" || (!this.decks.includes(this.chosen) && this.chosen !== this.fileDeck?.deckName))
        this.chosen = this.deck !== null && this.decks.includes(this.deck) ? this.deck : (this.decks[0] ?? "");
    } catch (error) {
      this.error = String(error);
    }
  }

  private async submit(event: Event): Promise<void> {
    event.preventDefault();
    try {
      this.error = "";
      const file = this.fileDeck;
      const deckText =
        file !== null && file.deckName === this.chosen ? file.deckText : await this.host.decks.read(this.chosen);
      const { extraCards, placeholders } = await resolveDeck(deckText, this.host.catalog);
      const setup: TableSetup = {
        deckName: this.chosen,
        deckText,
        seed: gameSeedOf(this.seed),
        onThePlay: this.onThePlay,
        ...(Object.keys(extraCards).length > 0 ? { extraCards } : {}),
      };
      if (placeholders.length === 0) return this.emit(setup);
      const suggestions = await this.host.catalog.suggest(placeholders).catch(() => []);
      const found = notFoundSentence(placeholders, suggestions);
      const n = placeholders.length;
      this.asking = {
        setup,
        heading: `Play with ${n} placeholder${n === 1 ? "" : "s"}?`,
        message: `${found}${found.endsWith("?") ? "" : "."} In this game ${n === 1 ? "it is a named placeholder" : "they are named placeholders"}, played by hand with the manual tools. To play the real card, fix the name in the deck editor.`,
      };
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  private emit(setup: TableSetup): void {
    this.dispatchEvent(new CustomEvent<TableSetup>("new-game", { detail: setup, bubbles: true, composed: true }));
  }

  private answer(play: boolean): void {
    const setup = this.asking?.setup;
    this.asking = null;
    if (play && setup !== undefined) this.emit(setup);
  }

  override render() {
    const file = this.fileDeck;
    const next = this.playing !== null && this.chosen !== "" && this.chosen !== this.playing;
    return html`<form id="new-game" @submit=${this.submit}>
      <label id="game-deck-label" title=${next ? `The game on the table is ${this.playing}'s; this deck is dealt by the next New game` : "The deck New game deals"}
        >${next ? html`Deck <span class="next" id="next-game-note">(next game)</span>` : "Deck"} <select id="game-deck" @change=${(e: Event) => (this.chosen = (e.target as HTMLSelectElement).value)}>
        ${this.decks.map((d) => html`<option value=${d} ?selected=${d === this.chosen}>${d}</option>`)}
        ${file === null ? "" : html`<option value=${file.deckName} ?selected=${file.deckName === this.chosen}>${file.deckName} (file)</option>`}
      </select></label>
      <label>Seed <input id="game-seed" type="number" .value=${this.seed} @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value)} /></label>
      <button type="button" id="new-seed" title="A new random seed" aria-label="New random seed"
        @click=${() => (this.seed = String(Math.floor(Math.random() * 1_000_000)))}>↻</button>
      <label title="On the play: you take the first turn"><input type="radio" name="side" id="on-play" .checked=${this.onThePlay} @change=${() => (this.onThePlay = true)} /> Play</label>
      <label title="On the draw: the goldfish takes the first turn, you draw on yours"><input type="radio" name="side" id="on-draw" .checked=${!this.onThePlay} @change=${() => (this.onThePlay = false)} /> Draw</label>
      <button class="primary" id="start-game" type="submit" ?disabled=${this.chosen === ""}>New game</button>
      ${this.error ? html`<span class="error" id="new-game-error" role="alert">${this.error}</span>` : ""}
    </form>
    ${
      this.asking === null
        ? ""
        : html`<confirm-dialog id="placeholder-question" heading=${this.asking.heading} message=${this.asking.message}
            confirmLabel="Play with placeholders" @confirm-answer=${(e: CustomEvent<boolean>) => (e.stopPropagation(), this.answer(e.detail))}></confirm-dialog>`
    }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "new-game-form": NewGameForm;
  }
}
