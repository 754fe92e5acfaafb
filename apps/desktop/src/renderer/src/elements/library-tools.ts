import type { ManualOp, ObjectId } from "@fishbowl/engine";
import { css, html, nothing, LitElement } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { controlStyles } from "./ui-styles.js";

/** A card of your library, top first, as the tools list it. */
export interface LibraryCard {
  readonly id: ObjectId;
  readonly name: string;
}

/** The detail of `manual-ops`: operations applied one after another, then the tools close unless `keep`. */
export interface ManualOps {
  readonly ops: readonly ManualOp[];
  readonly keep: boolean;
  /** The operations finish the previous action (a look's answer): they join its undo step. */
  readonly continues?: boolean;
}

/** Where a card looked at goes. */
type LookPlace = "top" | "bottom" | "hand" | "graveyard";

/**
 * The operations that put the looked-at cards where the player chose: one `arrange` for those
 * kept on top (in the order shown) and put on the bottom, then a `move` for each card to the
 * hand or the graveyard (CR 401.4, 701.18a).
 */
export function lookAnswer(cards: readonly LibraryCard[], places: ReadonlyMap<ObjectId, LookPlace>): ManualOp[] {
  const where = (c: LibraryCard) => places.get(c.id) ?? "top";
  const top = cards.filter((c) => where(c) === "top").map((c) => c.id);
  const bottom = cards.filter((c) => where(c) === "bottom").map((c) => c.id);
  const ops: ManualOp[] = [];
  if (top.length + bottom.length > 0) ops.push({ kind: "arrange", top, bottom });
  for (const c of cards) {
    const to = where(c);
    if (to === "hand" || to === "graveyard") ops.push({ kind: "move", object: c.id, to });
  }
  return ops;
}

/**
 * The library tools of the manual tools (each a recorded `manual` action, so undo, replay and
 * game files keep it): draw N, mill N, look at / scry N (then each card to the top, the
 * bottom, the hand or the graveyard), reveal the top card, shuffle (the game's RNG), and search
 * for a card by name, to the hand, the battlefield, the graveyard, or the top or bottom.
 * Fires `manual-ops`: the operations to apply in order, and whether the tools stay open after.
 */
@customElement("library-tools")
export class LibraryTools extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { display: block; }
      fieldset { border: 1px solid #30363d; border-radius: 6px; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
      input[type="number"] { width: 4.5em; }
      ol, ul { margin: 4px 0; padding-left: 22px; width: 100%; box-sizing: border-box; max-height: 220px; overflow: auto; }
      li { display: flex; flex-wrap: wrap; gap: 4px 6px; align-items: center; margin: 2px 0; }
      li .name { flex: 1 1 10em; min-width: 0; overflow-wrap: anywhere; }
      li button { padding: 2px 8px; }
      select { font: inherit; color: #e6edf3; background: #0d1117; border: 1px solid #363b42; border-radius: 6px; padding: 3px 6px; }
    `,
  ];

  /** Your library, top first. */
  @property({ attribute: false }) library: readonly LibraryCard[] = [];

  @state() private count = "1";
  /** The cards being looked at (the top N when Look was pressed), or null. */
  @state() private looking: readonly LibraryCard[] | null = null;
  @state() private places = new Map<ObjectId, LookPlace>();
  @state() private query = "";

  private send(op: ManualOp, keep = false): void {
    this.sendAll([op], keep);
  }

  private sendAll(ops: readonly ManualOp[], keep: boolean, continues = false): void {
    this.dispatchEvent(
      new CustomEvent<ManualOps>("manual-ops", { detail: { ops, keep, continues }, bubbles: true, composed: true }),
    );
  }

  private get n(): number {
    const n = Math.trunc(Number(this.count));
    return Number.isFinite(n) ? Math.max(0, Math.min(n, 1000)) : 0;
  }

  private look(): void {
    this.looking = this.library.slice(0, this.n);
    this.places = new Map();
    this.send({ kind: "look", count: this.n }, true);
  }

  private finishLook(): void {
    const ops = lookAnswer(this.looking ?? [], this.places);
    this.looking = null;
    // the answer is part of the look: one undo step takes both back (a scry is one instruction, CR 701.18a)
    this.sendAll(ops, false, true);
  }

  private renderLook(cards: readonly LibraryCard[]) {
    const options: [LookPlace, string][] = [
      ["top", "Top"],
      ["bottom", "Bottom"],
      ["hand", "Hand"],
      ["graveyard", "Graveyard"],
    ];
    return html`<ol id="look-list">${cards.map(
      (c) => html`<li><span class="name">${c.name}</span>
        <select aria-label=${`Where ${c.name} goes`} @change=${(e: Event) => (this.places = new Map(this.places).set(c.id, (e.target as HTMLSelectElement).value as LookPlace))}>
          ${options.map(([v, label]) => html`<option value=${v} ?selected=${(this.places.get(c.id) ?? "top") === v}>${label}</option>`)}
        </select></li>`,
    )}</ol>
      <button id="look-done" class="primary" @click=${() => this.finishLook()}>Done (top cards stay in this order)</button>`;
  }

  private renderSearch() {
    const q = this.query.trim().toLowerCase();
    if (q === "") return nothing;
    const seen = new Set<string>();
    const found = this.library.filter((c) => c.name.toLowerCase().includes(q) && !seen.has(c.name) && seen.add(c.name));
    const copies = new Map<string, number>();
    for (const c of this.library) copies.set(c.name, (copies.get(c.name) ?? 0) + 1);
    const moves: [string, ManualOp["kind"], Record<string, unknown>][] = [
      ["Hand", "move", { to: "hand" }],
      ["Battlefield", "move", { to: "battlefield" }],
      ["Graveyard", "move", { to: "graveyard" }],
    ];
    return html`<ul id="search-results">${
      found.length === 0
        ? html`<li>No card of that name in your library.</li>`
        : found.slice(0, 30).map(
            (
              c,
            ) => html`<li><span class="name">${c.name}</span> <span class="copies" title="Copies in your library">×${copies.get(c.name)}</span>
              ${moves.map(([label, , extra]) => html`<button @click=${() => this.send({ kind: "move", object: c.id, ...extra } as ManualOp, true)}>${label}</button>`)}
              <button @click=${() => this.send({ kind: "arrange", top: [c.id], bottom: [] }, true)}>Top</button>
              <button @click=${() => this.send({ kind: "arrange", top: [], bottom: [c.id] }, true)}>Bottom</button>
              <button @click=${() => this.send({ kind: "reveal", objects: [c.id] }, true)}>Reveal</button></li>`,
          )
    }</ul>`;
  }

  override render() {
    const n = this.n;
    const none = this.library.length === 0;
    return html`<fieldset id="library-tools"><legend>Library (${this.library.length})</legend>
        <label>N <input id="lib-count" type="number" min="0" .value=${this.count} @input=${(e: Event) => (this.count = (e.target as HTMLInputElement).value)} /></label>
        <button id="lib-draw" ?disabled=${n === 0} @click=${() => this.send({ kind: "draw", count: n })}>Draw ${n}</button>
        <button id="lib-look" ?disabled=${n === 0 || none} @click=${() => this.look()}>Look at / scry ${n}</button>
        <button id="lib-mill" ?disabled=${n === 0 || none} @click=${() => this.send({ kind: "mill", count: n })}>Mill ${n}</button>
        <button id="lib-reveal" ?disabled=${none} @click=${() => this.send({ kind: "reveal", objects: [this.library[0]!.id] }, true)}>Reveal the top card</button>
        <button id="lib-shuffle" @click=${() => this.send({ kind: "shuffle" })}>Shuffle</button>
        ${this.looking === null ? nothing : this.renderLook(this.looking)}
      </fieldset>
      <fieldset id="search-tools"><legend>Search your library</legend>
        <input id="lib-search" placeholder="Card name" .value=${this.query} @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)} />
        <button id="lib-search-shuffle" @click=${() => this.send({ kind: "shuffle" })}>Shuffle after searching</button>
        ${this.renderSearch()}
      </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "library-tools": LibraryTools;
  }
}
