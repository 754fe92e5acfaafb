import { draftFor, dropDraft, keepDraft, type DeckDraft } from "../deck/deck-draft.js";
import { lineToStep, mergeSameName, type MergedEntry } from "../deck/merge-entries.js";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { CatalogSuggestion } from "../../../preload/api.js";
import { BUILTIN_CARDS, builtinCards, isLand, type CardSource } from "../cards/card-data.js";
import { catalogCardSearch, createCardSearch, type CardSearch } from "../cards/card-search.js";
import { builtinDefinitionOf, CatalogCardCache } from "../cards/catalog-card-cache.js";
import { AUTOMATION_WORDS, automationSentence } from "../game/automation-words.js";
import { addCardToText, renameCardInText, stepEntryInText } from "../deck/deck-edit.js";
import { notFoundSentence, unknownCards, type UnknownCard } from "../deck/unknown-cards.js";
import {
  automationCounts,
  automationOf,
  groupByType,
  sizeCheck,
  type CardAutomation,
  type AutomationCounts,
  type SizeCheck,
} from "../deck/deck-report.js";
import { deckStats, type DeckStats } from "../deck/deck-stats.js";
import {
  countCards,
  describeDeckError,
  readDeckList,
  toArenaText,
  type DeckEntry,
  type ParsedDeckList,
} from "../deck/deck-text.js";
import type { HostApi } from "../host/host.js";
import { controlStyles } from "./ui-styles.js";
import type { CardEventDetail } from "./card-search-panel.js";
import { renderUnknownBanner, unknownBannerStyles } from "./unknown-cards-banner.js";
import "./card-face.js";
import "./card-search-panel.js";
import "./color-chart.js";
import { textWithSymbols } from "./mana-cost.js";
import { manaStyles } from "../styles/mana-font.js";
import "./mana-curve-chart.js";

let sharedSearch: CardSearch | undefined;
/** The built-in card search, built once on first use. */
function defaultSearch(): CardSearch {
  sharedSearch ??= createCardSearch(BUILTIN_CARDS);
  return sharedSearch;
}

/**
 * The deck editor: the deck's text on the left, the parsed list (with counts and problems)
 * beside it, card search and a card face for the selected card, and the mana-curve and
 * colour charts.
 * Saves through the host (atomically, in Electron) and exports MTG Arena text.
 * Fires `deck-close` when the user goes back to the library.
 */
@customElement("deck-editor")
export class DeckEditor extends LitElement {
  static override styles = [
    controlStyles,
    manaStyles,
    css`
      :host { display: block; }
      :host([hidden]) { display: none; }
      header { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; margin-bottom: 12px; }
      h2 { margin: 0; font-size: 1.3rem; }
      .counts { color: #8b949e; }
      .dirty { color: #d29922; font-size: 0.9rem; }
      .spacer { flex: 1; }
      .grid { display: grid; grid-template-columns: minmax(240px, 1fr) minmax(240px, 1fr) 270px; gap: 14px; align-items: start; }
      textarea { width: 100%; box-sizing: border-box; min-height: 520px; resize: vertical; line-height: 1.45; }
      .list h3 { font-size: 0.95rem; margin: 0 0 6px; color: #8b949e; font-weight: 600; }
      .list ul { list-style: none; margin: 0 0 14px; padding: 0; }
      .list ul.rows > li { display: flex; align-items: center; gap: 2px; }
      .list li button.row { display: flex; flex: 1; gap: 8px; align-items: center; text-align: left; background: none;
        border: none; border-radius: 4px; padding: 2px 6px; }
      .list li button.row:hover, .list li button.row[aria-pressed="true"] { background: #21262d; }
      .list li button.step { padding: 0 7px; line-height: 1.3; }
      .list li.group { color: #8b949e; font-size: 0.85rem; margin-top: 6px; border-bottom: 1px solid #30363d; }
      .mark { width: 1.5ch; color: #d29922; }
      .report p { margin: 0 0 8px; }
      .size-warning { color: #d29922; }
      .automation span { margin-right: 10px; white-space: nowrap; display: inline-block; }
      .automation .auto-automated { color: #3fb950; }
      .automation .auto-partial, .automation .auto-manual, .automation .auto-missing { color: #d29922; }
      .count { width: 2ch; text-align: right; color: #8b949e; font-variant-numeric: tabular-nums; }
      .name { flex: 1; }
      .unknown .name { color: #d29922; }
      .errors { margin: 0 0 12px; padding-left: 18px; }
      .side { display: grid; gap: 14px; }
      .charts { display: grid; grid-template-columns: 1fr 1fr; gap: 14px; margin-top: 14px; }
      .status { font-size: 0.9rem; color: #3fb950; }
      #not-automated ul { margin: 4px 0 0; padding-left: 18px; }
      .status.warning { color: #d29922; }
    `,
    unknownBannerStyles,
  ];

  /** Where the deck is read from and saved to. */
  @property({ attribute: false }) host!: HostApi;
  /** The deck's name in the Decks folder. */
  @property({ type: String }) name = "";
  /** Card data for faces and statistics. */
  @property({ attribute: false }) cards: CardSource = builtinCards;
  /** Whether card data beyond the built-in cards is loaded (the import is then offered as "Import more card data…"). */
  @property({ type: Boolean }) cardDataLoaded = false;
  /** Card search for adding cards. */
  @property({ attribute: false }) cardSearch: CardSearch = defaultSearch();

  @state() private text = "";
  @state() private savedText = "";
  @state() private loaded = false;
  @state() private selected: string | null = null;
  @state() private status = "";
  @state() private error = "";
  @state() private confirmLeave = false;
  /** Unsaved changes to this deck kept from before (a reload, a closed window), offered back. */
  @state() private kept: DeckDraft | null = null;
  /** Whether a draft kept for this deck is taken at once when it opens (instead of offered). */
  @property({ attribute: false }) restore = false;
  /** Bumped when catalog card data arrives, so statistics are recomputed. */
  @state() private catalogVersion = 0;

  private catalogCache: CatalogCardCache | undefined;

  private parsed: ParsedDeckList = readDeckList("");
  private stats: DeckStats = deckStats(this.parsed, this.cards);
  /** The deck's cards the rules engine does not automate, with the clauses it does not (catalog cards only). */
  private notAutomated: [name: string, clauses: readonly string[]][] = [];
  /** Each named card's automation (see `automationOf`). */
  private automation = new Map<string, CardAutomation>();
  private counts: AutomationCounts | undefined;
  private size: SizeCheck = sizeCheck(0);
  /** The list's cards in no card data (every section), each name once. */
  private unknown: UnknownCard[] = [];

  /** Whether the text differs from what was last saved. */
  get dirty(): boolean {
    return this.loaded && this.text !== this.savedText;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.connectCatalog();
  }

  /**
   * The "did you mean" suggestions for the deck's unknown names, from the host's catalog (its
   * cards and the built-in ones: in Electron over IPC, `catalog:suggest`), for the unknown
   * names `suggestedFor` lists.
   */
  @state() private suggestions: readonly CatalogSuggestion[] = [];
  private suggestedFor = "";

  /** Asks the catalog for close names of `unknown` unless it was asked for those already; a late answer for other names is dropped. */
  private askSuggestions(unknown: readonly string[]): void {
    const key = unknown.join("\n");
    if (key === this.suggestedFor) return;
    this.suggestedFor = key;
    if (unknown.length === 0) {
      this.suggestions = [];
      return;
    }
    this.host.catalog.suggest(unknown.slice(0, 200)).then(
      (found) => {
        if (this.suggestedFor === key) this.suggestions = found;
      },
      () => {
        if (this.suggestedFor === key) this.suggestions = [];
      },
    );
  }

  /** The card data changed (an import finished): looks cards up again. */
  catalogChanged(): void {
    this.suggestedFor = "";
    this.catalogCache = undefined;
    this.cards = builtinCards;
    void this.connectCatalog();
  }

  /** Uses the host's catalog for card data and search when one is available. */
  private async connectCatalog(): Promise<void> {
    try {
      const status = await this.host.catalog.status();
      if (!status.available || this.catalogCache !== undefined) return;
      this.catalogCache = new CatalogCardCache(this.host.catalog, builtinCards);
      this.cards = this.catalogCache;
      this.cardSearch = catalogCardSearch(
        this.host.catalog,
        `the card catalog (${status.cards.toLocaleString("en")} cards)`,
      );
    } catch {
      // No catalog: the built-in card table stays in use.
    }
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (changed.has("name") && this.name !== "") void this.load();
    if (changed.has("text") && this.text !== this.savedText) this.status = ""; // an old "Saved." no longer holds
    if ((changed.has("text") || changed.has("savedText")) && this.loaded) this.keepOrDropDraft();
    if (changed.has("text") || changed.has("cards") || changed.has("catalogVersion")) {
      this.parsed = readDeckList(this.text);
      this.stats = deckStats(this.parsed, this.cards);
      this.unknown = unknownCards(this.parsed, (n) => this.cards.lookup(n) !== undefined);
      this.askSuggestions(this.unknown.map((u) => u.name));
      const cache = this.catalogCache;
      const { main, sideboard, commander, companion } = this.parsed;
      const names = [...new Set([...commander, ...companion, ...main, ...sideboard].map((e) => e.name))];
      const notAutomated = new Map<string, readonly string[]>();
      this.automation = new Map(
        names.map((n) => [n, automationOf(cache !== undefined ? cache.definitionOf(n) : builtinDefinitionOf(n))]),
      );
      // a card on several lines is one card (merged as its rows are)
      this.counts = automationCounts(mergeSameName([...commander, ...companion, ...main]), (n) =>
        this.automation.get(n)!,
      );
      this.size = sizeCheck(countCards(main), countCards(commander));
      if (cache !== undefined) {
        for (const name of names) {
          const clauses = cache.unautomated(name);
          if (clauses !== undefined) notAutomated.set(cache.lookup(name)?.name ?? name, clauses);
        }
        void cache.ensure(names).then((arrived) => {
          if (arrived) this.catalogVersion++;
        });
      }
      this.notAutomated = [...notAutomated];
    }
  }

  private async load(): Promise<void> {
    const name = this.name;
    this.loaded = false;
    this.error = "";
    try {
      const text = await this.host.decks.read(name);
      if (name !== this.name) return; // another deck was opened meanwhile
      const kept = draftFor(name, text);
      this.kept = this.restore ? null : kept;
      this.text = this.restore && kept ? kept.text : text;
      this.savedText = text;
      this.selected = null;
      this.loaded = true;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** Saves the text to the deck file (File › Save Deck). */
  async save(): Promise<void> {
    if (!this.loaded) return;
    try {
      const text = this.text;
      await this.host.decks.save(this.name, text);
      this.savedText = text;
      const missing = notFoundSentence(
        this.unknown.map((u) => u.name),
        this.suggestions,
      );
      // a warning stays until the next edit
      if (missing === "") this.flash("Saved.");
      else this.status = `Saved — ${missing} (see above).`;
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  /** Exports the deck as MTG Arena text through the host's save dialog (File › Export Deck). */
  async exportArena(): Promise<void> {
    try {
      if (await this.host.files.exportText(this.name, toArenaText(this.parsed)))
        this.flash("Exported as MTG Arena text.");
    } catch (error) {
      this.error = error instanceof Error ? error.message : String(error);
    }
  }

  /**
   * Renames an unknown card to a close name on its lines, as one edit of the text box (typed
   * into it, so the box's own undo, Ctrl+Z, takes it back).
   */
  private rename(card: UnknownCard, to: string): void {
    const splice = renameCardInText(this.text, card.lines, card.name, to);
    const area = this.renderRoot.querySelector<HTMLTextAreaElement>("#deck-text");
    if (splice === null || area === null) return;
    area.focus();
    area.setSelectionRange(splice.start, splice.end);
    // insertText is the one edit a textarea's undo history records; where it is missing, a plain (not undoable) edit
    if (!document.execCommand("insertText", false, splice.insert)) {
      area.setRangeText(splice.insert, splice.start, splice.end, "end");
      area.dispatchEvent(new InputEvent("input", { bubbles: true }));
    }
    this.selected = to;
  }

  private flash(message: string): void {
    this.status = message;
    setTimeout(() => {
      if (this.status === message) this.status = "";
    }, 2500);
  }

  /** Asks to close the editor (`deck-close`): at once when nothing is unsaved, else after the user saves or discards (`deck-stay` if they keep editing). */
  requestClose(): void {
    this.close();
  }

  /** The draft follows the text: kept while it differs from the stored deck, else dropped (not while one kept from before is offered). */
  private keepOrDropDraft(): void {
    if (this.kept !== null && this.text === this.savedText) return;
    this.kept = null;
    if (this.dirty) keepDraft(this.name, this.text, this.savedText);
    else dropDraft(this.name);
  }

  private renderKept() {
    const kept = this.kept;
    if (kept === null) return nothing;
    return html`<p class="panel row" role="alert" id="draft-offer">Unsaved changes to ${this.name} were kept.
      <button class="primary" id="draft-restore" @click=${() => (this.text = kept.text)}>Restore</button>
      <button id="draft-discard" @click=${() => ((this.kept = null), dropDraft(this.name))}>Discard</button></p>`;
  }

  private close(force = false): void {
    if (this.dirty && !force) {
      this.confirmLeave = true;
      return;
    }
    this.confirmLeave = false;
    if (force && this.dirty) dropDraft(this.name); // changes discarded
    this.dispatchEvent(new CustomEvent("deck-close", { bubbles: true, composed: true }));
  }

  /** The card shown in the preview: the selected one, else the first non-land card of the main deck. */
  private previewName(): string | undefined {
    if (this.selected !== null) return this.selected;
    const firstSpell = this.parsed.main.find((e) => {
      const card = this.cards.lookup(e.name);
      return card !== undefined && !isLand(card);
    });
    return (firstSpell ?? this.parsed.main[0])?.name;
  }

  private renderRows(entries: readonly MergedEntry[]) {
    const marks = { automated: "", partial: "◐", manual: "○", missing: "?" } as const;
    return entries.map((entry) => {
      const card = this.cards.lookup(entry.name);
      const auto = this.automation.get(entry.name) ?? automationOf(undefined);
      const step = (delta: number) => (this.text = stepEntryInText(this.text, lineToStep(entry), delta));
      return html`<li class=${`${card === undefined ? "unknown" : ""} auto-${auto.kind}`} data-name=${entry.name}>
          <button class="row" aria-pressed=${this.selected === entry.name} @click=${() => (this.selected = entry.name)}
            title=${card === undefined ? "Not in the card data" : card.typeLine}>
            <span class="count">${entry.count}</span><span class="name">${entry.name}</span>
            <span class="mark" title=${automationSentence(auto)}>${marks[auto.kind]}</span>
            ${card === undefined || card.manaCost === "" ? nothing : html`<mana-cost cost=${card.manaCost}></mana-cost>`}
          </button>
          <button class="step" aria-label=${`One fewer ${entry.name}`} @click=${() => step(-1)}>−</button>
          <button class="step" aria-label=${`One more ${entry.name}`} @click=${() => step(1)}>+</button>
        </li>`;
    });
  }

  private renderEntries(title: string, entries: readonly DeckEntry[], id: string, grouped = false) {
    if (entries.length === 0) return nothing;
    entries = mergeSameName(entries); // one row per card, however many lines name it
    const groups = grouped ? groupByType(entries, (n) => this.cards.lookup(n)?.typeLine) : [];
    return html`<h3>${title} (${countCards(entries)})</h3>
      <ul id=${id} class="rows">
        ${
          grouped
            ? groups.map(
                ([group, rows]) =>
                  html`<li class="group" data-group=${group}>${group} (${countCards(rows)})</li>${this.renderRows(rows)}`,
              )
            : this.renderRows(entries)
        }
      </ul>`;
  }

  /** Before a game: the size against the format the list suggests, and how much of it is automated. */
  private renderReport() {
    const c = this.counts;
    if (c === undefined || this.parsed.main.length === 0) return nothing;
    const part = (kind: keyof AutomationCounts, label: string, title?: string) =>
      c[kind].copies === 0
        ? nothing
        : html`<span class=${`auto-${kind}`} id=${`count-${kind}`} title=${title ?? nothing} data-copies=${c[kind].copies} data-cards=${c[kind].cards}>${label} ${c[kind].copies} (${c[kind].cards} card${c[kind].cards === 1 ? "" : "s"})</span>`;
    return html`<div class="report" id="deck-report">
      ${this.size.warning === null ? nothing : html`<p class="size-warning" id="size-warning" role="status">⚠ ${this.size.warning}</p>`}
      <p class="automation" id="automation">${part("automated", "Automated")} ${part("partial", "◐ Partly automated")}
        ${part("manual", "○ Manual")} ${part("missing", "? In no card data", "played as named placeholders, with the manual tools")}</p>
    </div>`;
  }

  /** The deck's cards that are not automated and the clauses of each that are not, as the game table lists them. */
  private renderNotAutomated() {
    if (this.notAutomated.length === 0) return nothing;
    return html`<div class="hint" id="not-automated">Not automated — what compiled is played; in a game, the manual tools ⋯ do the rest:
      <ul>${this.notAutomated.map(([name, clauses]) => {
        const kind = this.automation.get(name)?.kind;
        return html`<li><strong>${name}</strong>${kind === undefined ? "" : ` (${AUTOMATION_WORDS[kind]})`}${kind === "partial" ? " — not automated" : ""}: ${textWithSymbols(clauses.join(" · "))}</li>`;
      })}</ul></div>`;
  }

  override render() {
    const stats = this.stats;
    const preview = this.previewName();
    return html`
      <header>
        <button id="back" @click=${() => this.close()}>← Decks</button>
        <h2>${this.name}</h2>
        <span class="counts" id="counts">${stats.main} cards · ${stats.lands} lands${stats.sideboard > 0 ? html` · sideboard ${stats.sideboard}` : nothing}</span>
        ${this.dirty ? html`<span class="dirty">Unsaved changes</span>` : nothing}
        <span class=${this.status.startsWith("Saved —") ? "status warning" : "status"} id="save-status" role="status">${this.status}</span>
        <span class="spacer"></span>
        <button class="primary" id="save" ?disabled=${!this.dirty} @click=${this.save}>Save</button>
        <button id="revert" ?disabled=${!this.dirty} @click=${() => (this.text = this.savedText)}>Revert</button>
        <button id="export" ?disabled=${!this.loaded} @click=${this.exportArena}>Export Arena text…</button>
      </header>
      ${this.renderKept()}
      ${
        this.confirmLeave
          ? html`<p class="panel row" role="alert">This deck has unsaved changes.
            <button class="primary" @click=${async () => {
              await this.save();
              this.close(true);
            }}>Save and close</button>
            <button class="danger" @click=${() => this.close(true)}>Discard changes</button>
            <button @click=${() => {
              this.confirmLeave = false;
              this.dispatchEvent(new CustomEvent("deck-stay", { bubbles: true, composed: true }));
            }}>Keep editing</button></p>`
          : nothing
      }
      ${this.error === "" ? nothing : html`<p class="error" role="alert">${this.error}</p>`}
      ${renderUnknownBanner({
        unknown: this.unknown,
        suggestions: this.suggestions,
        cardDataLoaded: this.cardDataLoaded,
        fix: (card, to) => this.rename(card, to),
        importCardData: () =>
          this.dispatchEvent(new CustomEvent("card-data-wanted", { bubbles: true, composed: true })),
      })}
      <div class="grid">
        <textarea id="deck-text" aria-label="Deck list" spellcheck="false" .value=${this.text}
          @input=${(e: InputEvent) => (this.text = (e.target as HTMLTextAreaElement).value)}></textarea>
        <section class="list" aria-label="Parsed deck">
          ${
            this.parsed.errors.length === 0
              ? nothing
              : html`<ul class="errors error" id="parse-errors">${this.parsed.errors.map((e) => html`<li>${describeDeckError(e)}</li>`)}</ul>`
          }
          ${this.renderEntries("Commander", this.parsed.commander, "commander")}
          ${this.renderEntries("Companion", this.parsed.companion, "companion")}
          ${this.renderReport()}
          ${this.renderEntries("Main deck", this.parsed.main, "main", true)}
          ${this.renderEntries("Sideboard", this.parsed.sideboard, "sideboard")}
          ${this.renderNotAutomated()}
        </section>
        <aside class="side">
          <card-search-panel class="panel" .search=${this.cardSearch}
            @card-preview=${(e: CustomEvent<CardEventDetail>) => (this.selected = e.detail.name)}
            @card-add=${(e: CustomEvent<CardEventDetail>) => {
              this.text = addCardToText(this.text, this.parsed, e.detail.name);
              this.selected = e.detail.name;
            }}></card-search-panel>
          ${preview === undefined ? nothing : html`<card-face .card=${this.cards.lookup(preview)} name=${preview}></card-face>`}
        </aside>
      </div>
      <div class="charts">
        <mana-curve-chart class="panel" .curve=${stats.curve}></mana-curve-chart>
        <color-chart class="panel" .pips=${stats.pips}></color-chart>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "deck-editor": DeckEditor;
  }
}
