/**
 * The zones of the goldfish table, one Lit element each: the players' life panels
 * (`<table-player>`), the battlefield (`<table-battlefield>`), your hand (`<table-hand>`), the
 * stack (`<table-stack>`) and the graveyard and exile piles (`<table-piles>`). They show what
 * the game's view holds and mark what the table's controller says (legal, targetable,
 * selected); clicks come out as events (`card-click` from the cards themselves,
 * `player-click`, `viewer-open`), which the table turns into actions.
 *
 * They render into the table's own shadow root (no shadow root of their own, `display:
 * contents`), so the table's layout and {@link zoneStyles} apply to them as to the rest of the table.
 */
import type { GameView, ObjectView } from "@fishbowl/engine";
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { targetName } from "./decision-dialog.js";
import "./game-card.js";

/** How the cards of a zone are marked. */
export interface CardMarks {
  /** Objects with a legal action now (highlighted). */
  readonly legal: ReadonlySet<string>;
  /** Whether an object may be chosen as the target being picked. */
  readonly targetable: (id: string) => boolean;
  /** Whether an object is chosen (as an attacker, or a target picked so far). */
  readonly selected: (id: string) => boolean;
}

/** No card marked. */
export const NO_MARKS: CardMarks = { legal: new Set(), targetable: () => false, selected: () => false };

/** Detail of `player-click`: the player clicked. */
export interface PlayerClickDetail {
  readonly player: "you" | "opponent";
}

/** Detail of `viewer-open`: the pile to show. */
export interface ViewerOpenDetail {
  readonly pile: "graveyard" | "exile";
}

/** The styles of the zones (part of the table's styles, since the zones render into its shadow root). */
export const zoneStyles = css`
  table-player, table-battlefield, table-hand, table-stack, table-piles { display: contents; }
  .players { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-bottom: 10px; }
  .player { display: flex; justify-content: space-between; align-items: center; cursor: pointer; border: 2px solid #30363d; }
  .player.targetable { border-color: #e3b341; box-shadow: 0 0 10px #e3b341; }
  .player .life { font-size: 1.8rem; font-weight: 700; }
  .player .meta { color: #8b949e; font-size: 0.85rem; }
  .zone { border: 1px dashed #30363d; border-radius: 8px; padding: 6px 8px; margin-bottom: 8px; min-height: 60px; }
  .zone h3 { margin: 0 0 4px; font-size: 0.8rem; font-weight: 600; color: #8b949e; text-transform: uppercase; letter-spacing: 0.05em; }
  .cards { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
  .empty { color: #6e7681; font-size: 0.85rem; }
  aside .zone { min-height: 0; }
  .stack li { margin: 2px 0; }
  .stack ol { margin: 0; padding-left: 1.4em; font-size: 0.85rem; }
  .piles { display: flex; gap: 6px; flex-wrap: wrap; }
  .piles .wide { width: 100%; }
`;

/** A table element that renders into its parent's shadow root (see the module comment). */
class ZoneElement extends LitElement {
  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  /** Dispatches `type` with `detail`, bubbling to the table. */
  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }
}

/** The objects as cards, marked; `attachments` are shown on the object they are attached to. */
function cards(
  objects: readonly ObjectView[],
  marks: CardMarks,
  attachments: ReadonlyMap<string, readonly ObjectView[]> = new Map(),
) {
  return objects.length === 0
    ? html`<span class="empty">—</span>`
    : objects.map(
        (o) => html`<game-card .object=${o} .attachments=${attachments.get(o.id) ?? []} ?legal=${marks.legal.has(o.id)}
          ?targetable=${marks.targetable(o.id)} ?selected=${marks.selected(o.id)}></game-card>`,
      );
}

/** A player's panel: life, poison, library and hand counts, mana pool; a target while picking. Emits `player-click`. */
@customElement("table-player")
export class TablePlayer extends ZoneElement {
  @property({ attribute: false }) view!: GameView;
  @property({ type: String }) player: "you" | "opponent" = "you";
  /** Whether the player may be chosen as the target being picked. */
  @property({ type: Boolean }) targetable = false;

  override render() {
    const v = this.view;
    const id = this.player;
    const p = v.players[id];
    const name = id === "you" ? "You" : "Goldfish";
    const pool = Object.entries(p.manaPool).filter(([, n]) => n > 0);
    return html`<div class="player panel ${this.targetable ? "targetable" : ""}" id=${id} role="button" tabindex="0"
        aria-label=${`${name}: ${p.life} life${p.poison > 0 ? `, ${p.poison} poison` : ""}`} @click=${() => this.emit<PlayerClickDetail>("player-click", { player: id })}>
      <div><div>${name}${v.active === id ? html` <span class="hint">(active)</span>` : nothing}</div>
        <div class="meta">${id === "you" ? html`Library <span id="library-count">${p.library}</span> · Hand ${p.hand.length}` : html`never acts, doesn't draw`}
          ${pool.length ? html` · Pool ${pool.map(([c, n]) => `${n}${c}`).join(" ")}` : nothing}
          ${p.poison > 0 ? html` · <span class="poison" id=${id === "you" ? "your-poison" : "opponent-poison"} title="Poison counters: ten or more lose the game (CR 704.5c)">Poison ${p.poison}</span>` : nothing}</div></div>
      <span class="life" id=${id === "you" ? "your-life" : "opponent-life"}>${p.life}</span>
    </div>`;
  }
}

/**
 * The battlefield: the goldfish's permanents (when it has any), your creatures, other
 * permanents and lands; an Aura or Equipment is shown on the permanent it is attached to.
 */
@customElement("table-battlefield")
export class TableBattlefield extends ZoneElement {
  @property({ attribute: false }) view!: GameView;
  @property({ attribute: false }) marks: CardMarks = NO_MARKS;

  override render() {
    const battlefield = this.view.battlefield;
    const ids = new Set(battlefield.map((o) => o.id));
    const attachments = new Map<string, ObjectView[]>();
    for (const o of battlefield)
      if (o.attachedTo !== null && ids.has(o.attachedTo))
        attachments.set(o.attachedTo, [...(attachments.get(o.attachedTo) ?? []), o]);
    const loose = battlefield.filter((o) => o.attachedTo === null || !ids.has(o.attachedTo));
    const mine = loose.filter((o) => o.controller === "you");
    const theirs = loose.filter((o) => o.controller !== "you");
    const creatures = mine.filter((o) => o.types.includes("Creature"));
    const lands = mine.filter((o) => o.types.includes("Land") && !o.types.includes("Creature"));
    const others = mine.filter((o) => !o.types.includes("Creature") && !o.types.includes("Land"));
    const zone = (id: string, title: string, objects: readonly ObjectView[]) =>
      html`<div class="zone" id=${id}><h3>${title}</h3><div class="cards">${cards(objects, this.marks, attachments)}</div></div>`;
    return html`
      ${theirs.length ? zone("goldfish-permanents", "Goldfish's permanents", theirs) : nothing}
      ${zone("creatures", "Creatures", creatures)}
      ${zone("others", "Other permanents", others)}
      ${zone("lands", "Lands", lands)}`;
  }
}

/** Your hand. */
@customElement("table-hand")
export class TableHand extends ZoneElement {
  @property({ attribute: false }) view!: GameView;
  @property({ attribute: false }) marks: CardMarks = NO_MARKS;

  override render() {
    const hand = this.view.players.you.hand;
    return html`<div class="zone" id="hand"><h3>Hand (${hand.length})</h3><div class="cards">${cards(hand, this.marks)}</div></div>`;
  }
}

/** The stack, top last: each spell or ability with its targets. */
@customElement("table-stack")
export class TableStack extends ZoneElement {
  @property({ attribute: false }) view!: GameView;

  override render() {
    const v = this.view;
    return html`<div class="zone stack" id="stack"><h3>Stack (${v.stack.length})</h3>
      ${
        v.stack.length === 0
          ? html`<span class="empty">empty</span>`
          : html`<ol>${v.stack.map(
              (s) =>
                html`<li title=${s.text}><b>${s.name}</b>${s.kind === "ability" ? ` — ${s.text}` : ""}${
                  s.targets.length
                    ? html` <span class="hint">→ ${s.targets.map((t) => targetName(v, t)).join(", ")}</span>`
                    : nothing
                }</li>`,
            )}</ol>`
      }
    </div>`;
  }
}

/** Your graveyard and the exile zone, as buttons with their sizes that open a viewer (`viewer-open`). */
@customElement("table-piles")
export class TablePiles extends ZoneElement {
  @property({ attribute: false }) view!: GameView;

  override render() {
    const v = this.view;
    return html`<div class="zone piles"><h3 class="wide">Zones</h3>
      <button id="graveyard-open" @click=${() => this.emit<ViewerOpenDetail>("viewer-open", { pile: "graveyard" })}>Graveyard (${v.players.you.graveyard.length})</button>
      <button id="exile-open" @click=${() => this.emit<ViewerOpenDetail>("viewer-open", { pile: "exile" })}>Exile (${v.exile.length})</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "table-player": TablePlayer;
    "table-battlefield": TableBattlefield;
    "table-hand": TableHand;
    "table-stack": TableStack;
    "table-piles": TablePiles;
  }
}
