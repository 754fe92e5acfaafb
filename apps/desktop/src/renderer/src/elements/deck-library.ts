import { LitElement, css, html, nothing } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import type { DeckSummary } from "../../../preload/api.js";
import { deckNameKey, deckNameProblem } from "../../../shared/deck-names.js";
import { countCards, describeDeckError, readDeckList } from "../deck/deck-text.js";
import { BROWSER_DECKS_PLACE } from "../host/deck-storage.js";
import { isElectronHost, type HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";

/** Detail of the `deck-open` event: the deck to open in the editor. */
export interface DeckOpenDetail {
  readonly name: string;
}

/** `base`, or `base (2)`, `base (3)`, … whichever is not taken (ignoring case and normalisation form). */
export function uniqueDeckName(base: string, taken: readonly string[]): string {
  const keys = new Set(taken.map(deckNameKey));
  const stem = base.trim() === "" ? "New deck" : base.trim().slice(0, 90);
  if (!keys.has(deckNameKey(stem))) return stem;
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})`;
    if (!keys.has(deckNameKey(candidate))) return candidate;
  }
}

/**
 * Why `text` cannot become a deck, or null: it could not be read at all (binary, empty, too
 * large: the parser's fatal error) or it names no card in any section — as the CLI refuses it.
 * A list with unknown card names or some bad lines is accepted (the editor shows those).
 */
export function deckTextProblem(text: string): string | null {
  const deck = readDeckList(text);
  const cards = [deck.main, deck.sideboard, deck.commander, deck.companion].reduce((n, e) => n + countCards(e), 0);
  if (!deck.fatal && cards > 0) return null;
  const first = deck.errors[0];
  return first !== undefined ? describeDeckError(first) : "the deck list names no cards";
}

/** The largest deck file accepted from a file picker or a drop, in bytes. */
export const MAX_IMPORT_BYTES = 1_000_000;

type Panel = { kind: "none" } | { kind: "new" } | { kind: "paste" } | { kind: "rename"; name: string };

/**
 * The deck library: the decks in the host's Decks folder, with new, paste, import, rename
 * and delete. Fires `deck-open` (detail {@link DeckOpenDetail}) when a deck should be
 * opened in the editor.
 */
@customElement("deck-library")
export class DeckLibrary extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      header { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
      h2 { margin: 0; font-size: 1.3rem; }
      ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
      li { display: flex; align-items: center; gap: 10px; padding: 8px 12px; background: #161b22;
        border: 1px solid #30363d; border-radius: 8px; }
      li .open { flex: 1; text-align: left; background: none; border: none; font-size: 1.05rem; font-weight: 600; padding: 2px 0; }
      li .open:hover { text-decoration: underline; background: none; }
      .meta { color: #8b949e; font-size: 0.85rem; }
      form { display: grid; gap: 8px; margin-bottom: 12px; }
      form textarea { min-height: 180px; resize: vertical; }
      .empty { padding: 24px; text-align: center; }
      input[type="file"] { display: none; }
      :host([dragging]) { outline: 2px dashed #58a6ff; outline-offset: 6px; border-radius: 8px; }
    `,
  ];

  /** Where the decks live. */
  @property({ attribute: false }) host!: HostApi;

  @state() private decks: DeckSummary[] | null = null;
  @state() private error = "";
  @state() private panel: Panel = { kind: "none" };
  @state() private confirmDelete: string | null = null;
  @state() private draftName = "";

  @query('input[type="file"]') private fileInput!: HTMLInputElement;

  constructor() {
    super();
    // Deck files dropped on the library are imported (the window itself never navigates to them).
    this.addEventListener("dragover", (event) => {
      if (!event.dataTransfer?.types.includes("Files")) return;
      event.preventDefault();
      this.toggleAttribute("dragging", true);
    });
    this.addEventListener("dragleave", () => this.toggleAttribute("dragging", false));
    this.addEventListener("drop", (event) => {
      event.preventDefault();
      this.toggleAttribute("dragging", false);
      void this.importFiles([...(event.dataTransfer?.files ?? [])]);
    });
  }

  /** Imports deck files (picked or dropped) as new decks, named after the files; opens the first. */
  async importFiles(files: readonly File[]): Promise<void> {
    let first: string | undefined;
    try {
      for (const file of files) {
        if (file.size > MAX_IMPORT_BYTES) throw new Error(`${file.name} is too large to be a deck list.`);
        const text = await file.text();
        const problem = deckTextProblem(text);
        if (problem !== null) throw new Error(`${file.name} was not imported: ${problem}`);
        const name = uniqueDeckName(file.name.replace(/\.[^.]+$/, ""), this.names());
        await this.host.decks.create(name, text);
        await this.refresh();
        first ??= name;
      }
    } catch (error) {
      this.fail(error);
    }
    if (first !== undefined) this.open(first);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  /** Reloads the deck list from the host. */
  async refresh(): Promise<void> {
    try {
      this.decks = await this.host.decks.list();
    } catch (error) {
      this.fail(error);
    }
  }

  /** Opens the "new deck" form (File › New Deck). */
  startNew(): void {
    this.panel = { kind: "new" };
    this.draftName = uniqueDeckName("New deck", this.names());
  }

  /** Opens a deck file: the native dialog in Electron, a file picker in a browser (File › Import Deck). */
  async startImport(): Promise<void> {
    if (!isElectronHost()) {
      this.fileInput.click();
      return;
    }
    try {
      const imported = await this.host.files.importDeck();
      if (imported === null) return;
      const problem = deckTextProblem(imported.text);
      if (problem !== null) throw new Error(`${imported.name} was not imported: ${problem}`);
      await this.createAndOpen(imported.name, imported.text, true);
    } catch (error) {
      this.fail(error);
    }
  }

  private names(): string[] {
    return (this.decks ?? []).map((d) => d.name);
  }

  private fail(error: unknown): void {
    this.error = error instanceof Error ? error.message : String(error);
  }

  private open(name: string): void {
    this.dispatchEvent(
      new CustomEvent<DeckOpenDetail>("deck-open", { detail: { name }, bubbles: true, composed: true }),
    );
  }

  private async createAndOpen(name: string, text: string, renameIfTaken: boolean): Promise<void> {
    this.error = "";
    const finalName = renameIfTaken ? uniqueDeckName(name, this.names()) : name;
    await this.host.decks.create(finalName, text);
    this.panel = { kind: "none" };
    await this.refresh();
    this.open(finalName);
  }

  private async onFilePicked(): Promise<void> {
    const files = [...(this.fileInput.files ?? [])];
    this.fileInput.value = "";
    await this.importFiles(files);
  }

  private async submit(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const name = this.draftName;
    try {
      if (this.panel.kind === "rename") {
        const from = this.panel.name;
        if (name !== from) await this.host.decks.rename(from, name);
        this.panel = { kind: "none" };
        await this.refresh();
      } else if (this.panel.kind === "paste") {
        const text = (form.querySelector("textarea") as HTMLTextAreaElement).value;
        const problem = deckTextProblem(text);
        if (problem !== null) throw new Error(`The pasted list was not made a deck: ${problem}`);
        await this.createAndOpen(name, text, false);
      } else if (this.panel.kind === "new") {
        await this.createAndOpen(name, "Deck\n", false);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  private async removeDeck(name: string): Promise<void> {
    this.confirmDelete = null;
    try {
      await this.host.decks.remove(name);
      await this.refresh();
    } catch (error) {
      this.fail(error);
    }
  }

  private renderPanel() {
    const panel = this.panel;
    if (panel.kind === "none") return nothing;
    const problem = deckNameProblem(this.draftName);
    const title =
      panel.kind === "rename" ? `Rename “${panel.name}”` : panel.kind === "paste" ? "Paste a deck list" : "New deck";
    return html`<form class="panel" id="deck-form" @submit=${this.submit}>
      <strong>${title}</strong>
      <label class="row">Name
        <input id="deck-name" .value=${this.draftName} @input=${(e: InputEvent) => (this.draftName = (e.target as HTMLInputElement).value)}
          aria-invalid=${problem !== null} maxlength="100" required autofocus />
      </label>
      ${problem !== null && this.draftName !== "" ? html`<span class="error">${problem}</span>` : nothing}
      ${
        panel.kind === "paste"
          ? html`<textarea id="deck-text" placeholder="Deck&#10;4 Lightning Bolt (M11) 149&#10;20 Mountain&#10;&#10;Sideboard&#10;2 Blood Moon" spellcheck="false"></textarea>
            <span class="hint">MTG Arena export text or plain “4 Card Name” lines.</span>`
          : nothing
      }
      <div class="row">
        <button class="primary" type="submit" ?disabled=${problem !== null}>${panel.kind === "rename" ? "Rename" : "Create"}</button>
        <button type="button" @click=${() => (this.panel = { kind: "none" })}>Cancel</button>
      </div>
    </form>`;
  }

  private renderDeck(deck: DeckSummary) {
    const confirming = this.confirmDelete === deck.name;
    return html`<li data-deck=${deck.name}>
      <button class="open" @click=${() => this.open(deck.name)} title="Open in the editor">${deck.name}</button>
      <span class="meta">${new Date(deck.modifiedMs).toLocaleDateString()}</span>
      ${
        confirming
          ? html`<span>Delete “${deck.name}”?</span>
            <button class="danger" @click=${() => this.removeDeck(deck.name)}>Delete</button>
            <button @click=${() => (this.confirmDelete = null)}>Keep</button>`
          : html`<button @click=${() => {
              this.panel = { kind: "rename", name: deck.name };
              this.draftName = deck.name;
            }}>Rename</button>
            <button class="danger" @click=${() => (this.confirmDelete = deck.name)}>Delete</button>`
      }
    </li>`;
  }

  override render() {
    return html`
      <header>
        <h2>Decks</h2>
        <div class="row">
          <button id="new-deck" @click=${this.startNew}>New deck</button>
          <button id="paste-deck" @click=${() => {
            this.panel = { kind: "paste" };
            this.draftName = uniqueDeckName("Pasted deck", this.names());
          }}>Paste list</button>
          <button id="import-deck" @click=${this.startImport}>Import file…</button>
          <input type="file" multiple accept=".txt,.dek,.dck,.cod,text/plain" @change=${this.onFilePicked} />
        </div>
      </header>
      <p class="hint" id="deck-storage">${
        isElectronHost()
          ? "Decks are kept as .txt files in the Decks folder of Fishbowl's user data folder."
          : BROWSER_DECKS_PLACE
      }</p>
      ${this.error === "" ? nothing : html`<p class="error" role="alert">${this.error}</p>`}
      ${this.renderPanel()}
      ${
        this.decks === null
          ? html`<p class="hint">Loading…</p>`
          : this.decks.length === 0
            ? html`<p class="panel empty hint">No decks yet. Create one, paste a list, or import a file.</p>`
            : html`<ul aria-label="Decks">${this.decks.map((d) => this.renderDeck(d))}</ul>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "deck-library": DeckLibrary;
  }
}
