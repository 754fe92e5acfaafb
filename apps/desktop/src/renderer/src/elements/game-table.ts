import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { SavedGame } from "../../../preload/api.js";
import { isGameRecord, type GameHost } from "../game/game-host.js";
import type { HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";

/**
 * The goldfish table. Until the rules engine is connected (`game.ready` is false) it shows
 * what the table will hold, and offers back a game autosaved by an earlier session.
 */
@customElement("game-table")
export class GameTable extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      h2 { margin: 0 0 12px; font-size: 1.3rem; }
      .zones { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; margin-top: 14px; }
      .zone { min-height: 70px; border: 1px dashed #30363d; border-radius: 8px; padding: 8px; color: #8b949e; font-size: 0.9rem; }
      .battlefield { grid-column: span 4; min-height: 160px; }
      .hand { grid-column: span 4; }
    `,
  ];

  /** The running game (the engine seam). */
  @property({ attribute: false }) game!: GameHost;
  /** The host, for the autosave slot. */
  @property({ attribute: false }) host!: HostApi;

  @state() private saved: SavedGame | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.host.autosave
      .load()
      .then((saved) => (this.saved = saved))
      .catch(() => (this.saved = null));
  }

  private async discardSaved(): Promise<void> {
    await this.host.autosave.clear();
    this.saved = null;
  }

  private renderSaved() {
    const saved = this.saved;
    if (saved === null) return nothing;
    const deck = isGameRecord(saved.game) ? ` with “${saved.game.setup.deckName}”` : "";
    return html`<p class="panel row" id="saved-game">
      A game${deck} from ${new Date(saved.savedAt).toLocaleString()} was saved.
      <button class="primary" ?disabled=${!this.game.ready || !isGameRecord(saved.game)}
        @click=${() => isGameRecord(saved.game) && this.game.resume(saved.game)}>Resume</button>
      <button @click=${this.discardSaved}>Discard</button>
    </p>`;
  }

  override render() {
    return html`<h2>Table</h2>
      ${this.renderSaved()}
      ${this.game.ready
        ? nothing
        : html`<p class="panel hint" id="table-placeholder">
            The goldfish table arrives with the rules engine: your hand, the battlefield, the stack, graveyard,
            exile and library, life totals, pending decisions, attacks and targets, and a game log that cites the
            Comprehensive Rules. Games are autosaved after every action.
          </p>`}
      <div class="zones" aria-hidden="true">
        <div class="zone battlefield">Battlefield</div>
        <div class="zone">Library</div><div class="zone">Graveyard</div><div class="zone">Exile</div><div class="zone">Stack</div>
        <div class="zone hand">Hand</div>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-table": GameTable;
  }
}
