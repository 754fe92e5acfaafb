/**
 * The zones of the goldfish table, one Lit element each: the players' life panels
 * (`<table-player>`), the battlefield (`<table-battlefield>`), your hand (`<table-hand>`), the
 * stack (`<table-stack>`) and the graveyard and exile piles (`<table-piles>`). They show what
 * the game's view holds and mark what the table's controller says (legal, targetable,
 * selected, unable); clicks come out as events (`card-click` from the cards themselves,
 * `player-click`, `viewer-open`), which the table turns into actions.
 *
 * The battlefield piles identical permanents (`groupPermanents`) and, like the hand, sizes its
 * cards to the space it has (`fitCardWidth`), so a whole board fits the screen.
 *
 * They render into the table's own shadow root (no shadow root of their own), so the table's
 * layout and {@link zoneStyles} apply to them as to the rest of the table.
 */
import type { GameView, ObjectView } from "@fishbowl/engine";
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { fitCardWidth, footprintOf, groupPermanents, type BoardBox, type CardGroup } from "../game/board-layout.js";
import type { CardAutomation } from "../deck/deck-report.js";
import { targetName } from "./decision-dialog.js";
import { manaSymbol, textWithSymbols } from "./mana-cost.js";
import "./game-card.js";

/** How the cards of a zone are marked. */
export interface CardMarks {
  /** Objects with a legal action now (highlighted). */
  readonly legal: ReadonlySet<string>;
  /** Whether an object may be chosen as the target being picked. */
  readonly targetable: (id: string) => boolean;
  /** Whether an object is chosen (as an attacker, or a target picked so far). */
  readonly selected: (id: string) => boolean;
  /** Why an object can't be chosen for what is being done (an attacker that can't attack), `null` when it can. */
  readonly unable?: (id: string) => string | null;
  /** Whether a permanent is attacking (CR 506.4). */
  readonly attacking?: (id: string) => boolean;
  /** How much of a card the engine plays (its badge: partly automated, manual, placeholder). */
  readonly automation?: (o: ObjectView) => CardAutomation;
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

/** Space between cards and between the battlefield's rows (pixels). */
const GAP = 6;
/** What a battlefield row takes besides its cards: padding and border (pixels). */
const ROW_EXTRA = 10;
/** The least height of a battlefield row (an empty one shows its label), pixels. */
const MIN_ROW = 34;

/** The styles of the zones (part of the table's styles, since the zones render into its shadow root). */
export const zoneStyles = css`
  table-player, table-stack, table-piles { display: contents; }
  table-battlefield { display: flex; flex-direction: column; gap: ${GAP}px; flex: 1 1 0; min-height: 0; overflow: auto; }
  table-hand { display: block; flex: none; }
  .player { display: flex; justify-content: space-between; align-items: center; gap: 8px; cursor: pointer; border: 2px solid #30363d; padding: 6px 10px; }
  .player.targetable { border-color: #e3b341; box-shadow: 0 0 10px #e3b341; }
  .player .life { font-size: 1.7rem; font-weight: 700; font-variant-numeric: tabular-nums; }
  .player .who { font-weight: 600; }
  .player .turn-mark { color: #e3b341; font-size: 0.8rem; font-weight: 600; }
  .player .meta { color: #8b949e; font-size: 0.8rem; }
  .player .pool .ms { font-size: 1.05em; margin-right: 1px; }
  .bf-row { display: flex; flex-wrap: wrap; gap: ${GAP}px; align-items: flex-start; align-content: flex-start; padding: 4px;
    border: 1px dashed #30363d; border-radius: 8px; min-height: ${MIN_ROW - ROW_EXTRA}px; position: relative; flex: none; }
  .bf-row#battlefield-creatures { flex: 1 0 auto; }
  .bf-row .label { position: absolute; right: 8px; bottom: 4px; color: #484f58; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; pointer-events: none; }
  #creatures, #lands, #others { display: contents; }
  #hand { display: flex; gap: var(--hand-gap, ${GAP}px); align-items: flex-end; padding: 6px 4px 2px; border-top: 1px solid #30363d; min-height: 40px; }
  #hand game-card:hover, #hand game-card:focus-within { z-index: 3; }
  #hand .label { writing-mode: vertical-rl; transform: rotate(180deg); color: #8b949e; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; align-self: stretch; text-align: center; }
  .empty { color: #6e7681; font-size: 0.85rem; }
  .zone { border: 1px dashed #30363d; border-radius: 8px; padding: 6px 8px; }
  .zone h3 { margin: 0 0 4px; font-size: 0.75rem; font-weight: 600; color: #8b949e; text-transform: uppercase; letter-spacing: 0.05em; }
  .stack ol { margin: 0; padding-left: 1.4em; font-size: 0.85rem; }
  .stack li { margin: 2px 0; }
  .piles { display: flex; gap: 6px; flex-wrap: wrap; align-items: center; }
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

/**
 * A zone element that knows its own size (for fitting its cards), from a ResizeObserver; its
 * height only when `tracksHeight` (the hand's height follows its cards, so it watches its width).
 * A new size is taken in the next frame, so a re-render never runs inside the observer's loop.
 */
class SizedZone extends ZoneElement {
  @state() protected box = { width: 0, height: 0 };
  protected tracksHeight = true;
  private observer: ResizeObserver | undefined;
  private frame = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.observer = new ResizeObserver(([entry]) => {
      const r = entry?.contentRect;
      if (r === undefined) return;
      const box = { width: Math.round(r.width), height: this.tracksHeight ? Math.round(r.height) : 0 };
      if (box.width === this.box.width && box.height === this.box.height) return;
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => (this.box = box));
    });
    this.observer.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.disconnect();
    cancelAnimationFrame(this.frame);
  }
}

/** The card of a pile, marked as `marks` says for its first object. */
function pileCard(
  group: CardGroup,
  marks: CardMarks,
  attachments: ReadonlyMap<string, readonly ObjectView[]>,
  compact = false,
) {
  const o = group.objects[0]!;
  const unable = marks.unable?.(o.id) ?? null;
  return html`<game-card .object=${o} .pile=${group.objects.length > 1 ? group.objects.map((x) => x.id) : []} .attachments=${attachments.get(o.id) ?? []}
    ?legal=${marks.legal.has(o.id)} ?targetable=${marks.targetable(o.id)} ?selected=${marks.selected(o.id)} ?unable=${unable !== null}
    note=${unable ?? ""} ?compact=${compact} ?attacking=${marks.attacking?.(o.id) ?? false} .automation=${marks.automation?.(o) ?? null}></game-card>`;
}

/** A player's panel: life, poison, library and hand counts, mana pool (as symbols); a target while picking. Emits `player-click`. */
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
    // Before the first turn nobody is active yet: the opening hands are being decided (CR 103.5).
    const mark = v.turn === 0 ? (id === "you" ? "choosing a hand" : "") : v.active === id ? "their turn" : "";
    const poolText = pool.map(([c, n]) => `${n} ${c}`).join(", ");
    return html`<div class="player panel ${this.targetable ? "targetable" : ""}" id=${id} role="button" tabindex="0"
        aria-label=${`${name}: ${p.life} life${p.poison > 0 ? `, ${p.poison} poison` : ""}${pool.length ? `, mana pool ${poolText}` : ""}`}
        @click=${() => this.emit<PlayerClickDetail>("player-click", { player: id })}>
      <div>
        <div><span class="who">${name}</span> ${mark ? html`<span class="turn-mark" id=${`${id}-mark`}>${id === "you" && v.turn > 0 ? "your turn" : mark}</span>` : nothing}</div>
        <div class="meta">${id === "you" ? html`Library <span id="library-count">${p.library}</span> · Hand ${p.hand.length}` : html`never acts, doesn't draw`}
          ${pool.length ? html` · <span class="pool" id="mana-pool" title=${`Mana pool: ${poolText}`}>${pool.flatMap(([c, n]) => Array.from({ length: n }, () => manaSymbol(c)))}</span>` : nothing}
          ${p.poison > 0 ? html` · <span class="poison" id=${id === "you" ? "your-poison" : "opponent-poison"} title="Poison counters: ten or more lose the game (CR 704.5c)">Poison ${p.poison}</span>` : nothing}</div>
      </div>
      <span class="life" id=${id === "you" ? "your-life" : "opponent-life"}>${p.life}</span>
    </div>`;
  }
}

/**
 * The battlefield: the goldfish's permanents (when it has any), your creatures, and a back row
 * of your lands (compact) and other permanents; an Aura or Equipment is shown on the permanent
 * it is attached to. Identical permanents are one pile with a count; the card width is the
 * largest at which every pile fits (`--card-w`).
 */
@customElement("table-battlefield")
export class TableBattlefield extends SizedZone {
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
    const m = this.marks;
    const group = (objects: readonly ObjectView[]) =>
      groupPermanents(
        objects,
        (o) => ({
          legal: m.legal.has(o.id),
          targetable: m.targetable(o.id),
          selected: m.selected(o.id),
          unable: m.unable?.(o.id) ?? null,
          attacking: m.attacking?.(o.id) ?? false,
        }),
        (o) => attachments.get(o.id) ?? [],
      );
    const land = (o: ObjectView) => o.types.includes("Land") && !o.types.includes("Creature");
    const mine = loose.filter((o) => o.controller === "you");
    const theirs = group(loose.filter((o) => o.controller !== "you"));
    const creatures = group(mine.filter((o) => o.types.includes("Creature")));
    const lands = group(mine.filter(land));
    const others = group(mine.filter((o) => !o.types.includes("Creature") && !land(o)));
    const foot = (g: CardGroup, compact = false) => footprintOf(g.objects[0]!, compact);
    const rows = [
      ...(theirs.length ? [theirs.map((g) => foot(g, land(g.objects[0]!)))] : []),
      creatures.map((g) => foot(g)),
      [...lands.map((g) => foot(g, true)), ...others.map((g) => foot(g))],
    ];
    const box: BoardBox = {
      width: this.box.width - ROW_EXTRA,
      height: this.box.height,
      gap: GAP,
      rowExtra: ROW_EXTRA,
      minRow: MIN_ROW,
    };
    const max = Math.min(132, Math.round(window.innerHeight * 0.135));
    const width = this.box.width === 0 ? max : fitCardWidth(rows, box, 80, max);
    this.style.setProperty("--card-w", `${width}px`);
    return html`
      ${
        theirs.length
          ? html`<div class="bf-row" id="goldfish-permanents" aria-label="The goldfish's permanents">${theirs.map((g) => pileCard(g, m, attachments, land(g.objects[0]!)))}
            <span class="label">Goldfish</span></div>`
          : nothing
      }
      <div class="bf-row" id="battlefield-creatures"><div id="creatures" role="group" aria-label="Your creatures">${creatures.map((g) => pileCard(g, m, attachments))}</div>
        ${creatures.length ? nothing : html`<span class="label">Creatures</span>`}</div>
      <div class="bf-row" id="battlefield-back">
        <div id="lands" role="group" aria-label="Your lands">${lands.map((g) => pileCard(g, m, attachments, true))}</div>
        <div id="others" role="group" aria-label="Your other permanents">${others.map((g) => pileCard(g, m, attachments))}</div>
        ${lands.length + others.length ? nothing : html`<span class="label">Lands and other permanents</span>`}
      </div>`;
  }
}

/** Your hand, pinned under the battlefield: its cards as large as fit side by side (overlapping past that). */
@customElement("table-hand")
export class TableHand extends SizedZone {
  @property({ attribute: false }) view!: GameView;
  @property({ attribute: false }) marks: CardMarks = NO_MARKS;
  protected override tracksHeight = false;

  override render() {
    const hand = this.view.players.you.hand;
    const max = Math.min(124, Math.max(84, Math.round(window.innerHeight * 0.115)));
    const room = this.box.width - 30; // the label
    const fit = hand.length === 0 || room <= 0 ? max : Math.floor((room - (hand.length - 1) * GAP) / hand.length);
    const width = Math.max(72, Math.min(max, fit));
    // Past the smallest size the cards overlap (each still shows its name bar's start; hovering one raises it).
    const overlap = fit < 72 && hand.length > 1 ? Math.floor((room - hand.length * width) / (hand.length - 1)) : GAP;
    this.style.setProperty("--card-w", `${width}px`);
    this.style.setProperty("--hand-gap", `${overlap}px`);
    return html`<div class="zone-hand" id="hand" role="group" aria-label=${`Your hand, ${hand.length} ${hand.length === 1 ? "card" : "cards"}`}>
      <span class="label">Hand ${hand.length}</span>
      ${
        hand.length === 0
          ? html`<span class="empty">No cards in hand.</span>`
          : hand.map(
              (
                o,
              ) => html`<game-card .object=${o} ?legal=${this.marks.legal.has(o.id)} ?targetable=${this.marks.targetable(o.id)}
            ?selected=${this.marks.selected(o.id)} .automation=${this.marks.automation?.(o) ?? null}></game-card>`,
            )
      }
    </div>`;
  }
}

/** The stack, top first: each spell or ability (marked as one) with its targets. */
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
                html`<li title=${s.text}><b>${s.name}</b>${s.kind === "ability" ? html` ability — ${textWithSymbols(s.text)}` : ""}${
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
    return html`<div class="piles">
      <button id="graveyard-open" title="G" @click=${() => this.emit<ViewerOpenDetail>("viewer-open", { pile: "graveyard" })}>Graveyard (${v.players.you.graveyard.length})</button>
      <button id="exile-open" title="E" @click=${() => this.emit<ViewerOpenDetail>("viewer-open", { pile: "exile" })}>Exile (${v.exile.length})</button>
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
