import { dropDraft, readDraft, warnOnUnload, type DeckDraft } from "./deck/deck-draft.js";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import type { MenuCommand } from "../../preload/api.js";
import type { DeckEditor } from "./elements/deck-editor.js";
import type { DeckLibrary, DeckOpenDetail } from "./elements/deck-library.js";
import type { StatsView } from "./elements/stats-view.js";
import { createEngineGameHost } from "./game/engine-game-host.js";
import { connectAutosave } from "./game/game-host.js";
import type { GameTable, TableGame } from "./elements/game-table.js";
import { getHost, isElectronHost, type HostApi } from "./host/host.js";
import { shortcutCommand } from "./keyboard.js";
import { browserCatalog, type SwitchableCatalog } from "./cards/browser-catalog.js";
import type { CardDataReason } from "./elements/card-data-import.js";
import "./elements/card-data-import.js";
import "./elements/catalog-import-progress.js";
import "./elements/deck-editor.js";
import "./elements/deck-library.js";
import "./elements/game-table.js";
import "./elements/stats-view.js";

/** The app's top-level views. */
export type View = "decks" | "table" | "stats";

const VIEWS: ReadonlyArray<{ id: View; label: string; key: string }> = [
  { id: "decks", label: "Decks", key: "1" },
  { id: "table", label: "Table", key: "2" },
  { id: "stats", label: "Stats", key: "3" },
];

/**
 * The application shell: navigation between Decks, Table and Stats, and routing of
 * application-menu commands to the view they concern.
 */
@customElement("app-root")
export class AppRoot extends LitElement {
  static override styles = css`
    :host { display: flex; flex-direction: column; min-height: 100vh; font-family: system-ui, sans-serif;
      background: #0d1117; color: #e6edf3; }
    nav { display: flex; align-items: center; gap: 4px; padding: 8px 16px; background: #161b22; border-bottom: 1px solid #30363d; }
    .brand { font-weight: 700; margin-right: 18px; letter-spacing: 0.02em; }
    nav button { font: inherit; color: #c9d1d9; background: none; border: none; border-radius: 6px; padding: 6px 14px; cursor: pointer; }
    nav button:hover { background: #21262d; }
    nav button[aria-current="page"] { background: #30363d; color: #fff; font-weight: 600; }
    nav button:focus-visible { outline: 2px solid #58a6ff; }
    main { flex: 1; padding: 16px 20px; }
    .draft-offer { display: flex; gap: 8px; align-items: center; margin: 0 0 12px; padding: 8px 12px; border: 1px solid #d29922;
      border-radius: 6px; background: #2d2410; }
    .draft-offer button { font: inherit; color: #e6edf3; background: #21262d; border: 1px solid #30363d; border-radius: 6px; padding: 4px 12px; cursor: pointer; }
    .draft-offer button.primary { background: #238636; border-color: #2ea043; }
    /* The table fits the window: the page itself never scrolls (the log and the board scroll inside, if ever). */
    :host([view="table"]) { height: 100vh; min-height: 0; overflow: hidden; }
    :host([view="table"]) nav { padding: 4px 12px; flex: none; }
    :host([view="table"]) main { min-height: 0; padding: 8px 12px; display: flex; flex-direction: column; }
    :host([view="table"]) game-table { flex: 1; min-height: 0; }
  `;

  /** The host API (preload or in-memory). */
  @property({ attribute: false }) host: HostApi = getHost();
  /** The game the table plays (the rules engine in this thread). */
  @property({ attribute: false }) game: TableGame = createEngineGameHost();

  /** The view shown (reflected as the `view` attribute, which lays the page out for it). */
  @property({ type: String, reflect: true }) view: View = "decks";
  /** The deck open in the editor, if any. */
  @state() openDeck: string | null = null;
  /** The deck last opened in the editor (kept after it is closed): the table's deck for the next game. */
  @state() lastDeck: string | null = null;
  /** Unsaved deck edits kept from before the page was last closed (offered above the deck library), or null. */
  @state() keptDraft: DeckDraft | null = readDraft();
  /** Whether the deck being opened takes its kept draft at once (Restore above the library). */
  @state() private restoring = false;
  /** Why the "Import card data…" panel is shown, or null when it is not. */
  @state() cardData: CardDataReason | null = null;
  /** Whether card data beyond the built-in cards is loaded (imported). */
  @state() cardDataLoaded = false;

  @query("deck-library") private library!: DeckLibrary | null;
  @query("deck-editor") private editor!: DeckEditor | null;
  @query("stats-view") private stats!: StatsView | null;
  @query("game-table") private table!: GameTable | null;

  private unsubscribeMenu: (() => void) | undefined;
  /** A menu command waiting for the deck being edited to be closed (saved or its changes discarded). */
  private afterClose: MenuCommand | undefined;
  private stopAutosave: (() => void) | undefined;
  private stopCardData: (() => void) | undefined;
  private stopUnloadWarning: (() => void) | undefined;

  /** The browser build's catalog (the in-memory host's), or undefined in Electron. */
  private get browserCards(): SwitchableCatalog | undefined {
    return isElectronHost() ? undefined : browserCatalog();
  }

  /** Offers the import at first run: no card data but the built-in cards. */
  private async offerCardData(): Promise<void> {
    try {
      const cards = this.browserCards;
      const none = cards !== undefined ? !(await cards.restore()) : !(await this.host.catalog.status()).available;
      this.cardDataLoaded = !none;
      if (none && this.cardData === null) this.cardData = "first-run";
    } catch {
      // no catalog to ask: nothing to offer
    }
  }

  /** Card data changed (an import finished): the views read it again. */
  private readonly onCardDataChanged = (): void => {
    this.cardDataLoaded = true;
    this.editor?.catalogChanged();
  };

  private readonly onCardDataWanted = (): void => {
    this.cardData = "unknown-cards";
  };

  /** In a plain browser (no Electron menu), the menu's shortcuts are handled here. */
  private readonly onKeyDown = (event: KeyboardEvent): void => {
    const command = shortcutCommand(event);
    if (command === undefined) return;
    event.preventDefault();
    void this.onMenuCommand(command);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    if (!isElectronHost()) window.addEventListener("keydown", this.onKeyDown);
    // closing or reloading the page with unsaved deck edits asks first (they are kept as a draft either way)
    if (!isElectronHost()) this.stopUnloadWarning = warnOnUnload(() => this.editor?.dirty === true);
    this.unsubscribeMenu = this.host.onMenuCommand((command) => void this.onMenuCommand(command));
    // The game in progress is autosaved after every action.
    this.stopAutosave = connectAutosave(this.game, this.host.autosave);
    this.addEventListener("card-data-wanted", this.onCardDataWanted);
    const stops = [
      this.browserCards?.onChange(this.onCardDataChanged),
      this.host.catalogImport?.onProgress((p) => p.state === "done" && this.onCardDataChanged()),
    ];
    this.stopCardData = () => stops.forEach((stop) => stop?.());
    void this.offerCardData();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("keydown", this.onKeyDown);
    this.stopUnloadWarning?.();
    this.unsubscribeMenu?.();
    this.stopAutosave?.();
    this.stopCardData?.();
    this.removeEventListener("card-data-wanted", this.onCardDataWanted);
  }

  protected override updated(changed: PropertyValues): void {
    // The deck list (and the autosave) may have changed while the view was hidden.
    if (changed.has("view") && this.view === "stats") void this.stats?.reloadDecks();
    if (changed.has("view") && this.view === "table") void this.table?.reload();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // A new engine seam (e.g. once the engine is wired) gets autosave connected in place of the old one.
    if (changed.has("game") && changed.get("game") !== undefined && this.isConnected) {
      this.stopAutosave?.();
      this.stopAutosave = connectAutosave(this.game, this.host.autosave);
    }
  }

  /** Carries out an application-menu command. */
  async onMenuCommand(command: MenuCommand): Promise<void> {
    switch (command) {
      case "view:decks":
      case "view:table":
      case "view:stats":
        this.view = command.slice("view:".length) as View;
        return;
      case "deck:new":
      case "deck:import":
        this.view = "decks";
        if (this.editor?.dirty === true) {
          // Unsaved edits: the editor asks first (save, discard or keep editing); the command follows its closing.
          this.afterClose = command;
          this.editor.requestClose();
          return;
        }
        this.openDeck = null;
        await this.updateComplete;
        if (command === "deck:new") this.library?.startNew();
        else await this.library?.startImport();
        return;
      case "deck:save":
        await this.editor?.save();
        return;
      case "deck:export":
        await this.editor?.exportArena();
        return;
      case "game:undo":
        if (this.game.ready) await this.game.undo();
        return;
      case "game:redo":
        if (this.game.ready) await this.game.redo();
        return;
    }
  }

  private onDeckClose(): void {
    this.openDeck = null;
    const next = this.afterClose;
    this.afterClose = undefined;
    if (next !== undefined) void this.onMenuCommand(next);
  }

  /** The deck library, or the deck open in the editor — which stays (hidden) while another view is shown, so its unsaved edits are kept. */
  private renderDecks() {
    const kept = this.keptDraft;
    const offer = kept
      ? html`<p class="draft-offer" role="alert" id="kept-draft">Unsaved changes to ${kept.name} were kept.
          <button class="primary" id="kept-restore" @click=${() => {
            this.restoring = true;
            this.openDeck = this.lastDeck = kept.name;
            this.keptDraft = null;
          }}>Restore</button>
          <button id="kept-discard" @click=${() => ((this.keptDraft = null), dropDraft(kept.name))}>Discard</button></p>`
      : nothing;
    return this.openDeck === null
      ? this.view === "decks"
        ? html`${offer}<deck-library .host=${this.host} @deck-open=${(e: CustomEvent<DeckOpenDetail>) => {
            this.openDeck = this.lastDeck = e.detail.name;
            this.keptDraft = null; // the editor offers it for its own deck
          }}></deck-library>`
        : nothing
      : html`<deck-editor ?hidden=${this.view !== "decks"} .host=${this.host} name=${this.openDeck} .restore=${this.restoring}
          .cardDataLoaded=${this.cardDataLoaded} @deck-close=${() => ((this.restoring = false), this.onDeckClose())}
          @deck-stay=${() => (this.afterClose = undefined)}></deck-editor>`;
  }

  override render() {
    return html`
      <nav aria-label="Main">
        <span class="brand">Fishbowl</span>
        ${VIEWS.map(
          (v) => html`<button id=${`nav-${v.id}`} aria-current=${this.view === v.id ? "page" : "false"}
            title=${`Ctrl+${v.key}`} @click=${() => (this.view = v.id)}>${v.label}</button>`,
        )}
        <button id="nav-card-data" title="Import card data, or replace the card data imported before"
          @click=${() => (this.cardData = "asked")}>Card data…</button>
      </nav>
      <catalog-import-progress .api=${this.host.catalogImport}></catalog-import-progress>
      ${
        this.cardData === null
          ? nothing
          : html`<card-data-import .host=${this.host} .catalog=${this.browserCards} reason=${this.cardData}
              @card-data-close=${() => (this.cardData = null)}></card-data-import>`
      }
      <main>
        ${this.renderDecks()}
        <game-table ?hidden=${this.view !== "table"} .host=${this.host} .game=${this.game} .deck=${this.openDeck ?? this.lastDeck}></game-table>
        <stats-view ?hidden=${this.view !== "stats"} .host=${this.host} .deck=${this.openDeck}></stats-view>
      </main>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "app-root": AppRoot;
  }
}
