import { slotsCanTake, type ArrangePlace, type Decision, type GameView, type ObjectView } from "@fishbowl/engine";
import { css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { textWithSymbols } from "./mana-cost.js";
import { pluralized } from "../game/wording.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { manaStyles } from "../styles/mana-font.js";
import { controlStyles } from "./ui-styles.js";

/** Detail of `decision-answer`: the fields of the `choose` action that answers the decision. */
export type DecisionAnswer =
  | { readonly options: string[] }
  | { readonly targets: string[] }
  | { readonly targets: string[]; readonly options: string[] }
  | { readonly targets: string[]; readonly divide: number[] };

type Arrange = Extract<Decision, { kind: "arrange" }>;
/** One card of an arrangement being made: its index in the decision's `cards` and its place. */
interface Placed {
  readonly card: number;
  readonly to: ArrangePlace["to"];
}

/** Whether an arrangement fits the decision's places: counts within each place's bounds and its slots (CR 608.2c). */
export function arrangementFits(d: Arrange, placed: readonly Placed[]): boolean {
  return d.places.every((p) => {
    const here = placed.filter((x) => x.to === p.to).map((x) => x.card);
    return here.length >= p.min && here.length <= p.max && (!p.fits || slotsCanTake(p.fits, here));
  });
}

/** A readable name for a target id (an object on the table, or a player). */
export function targetName(view: GameView, id: string): string {
  if (id === "you") return "You";
  if (id === "opponent") return "The goldfish (opponent)";
  const all: ObjectView[] = [
    ...view.battlefield,
    ...view.exile,
    ...view.players.you.hand,
    ...view.players.you.graveyard,
    ...view.players.opponent.graveyard,
  ];
  const o = all.find((x) => x.id === id);
  return o === undefined ? id : `${o.name}${o.zone === "battlefield" ? (o.tapped ? " (tapped)" : "") : ` (${o.zone})`}`;
}

/**
 * The dialog for the game's pending decision (everything except declaring attackers, which
 * is done on the battlefield): London mulligan (keep or mulligan), which cards to put on the
 * bottom, a choice among options (modes, counters, pay life or enter tapped, a search),
 * targets for a trigger, and where the cards looked at from the library go (scry, "look at the
 * top N": a place for each card and their order, CR 701.18a, 608.2c, 401.4). Emits `decision-answer`.
 *
 * A modal that must be answered (Escape does not close it; undo takes a decision back): it
 * takes the focus when it opens and whenever the decision changes (its main button: Keep,
 * Done…), and keeps it inside. In the mulligan, K keeps and M takes a mulligan.
 */
@customElement("decision-dialog")
export class DecisionDialog extends ModalDialog {
  static override styles = [
    controlStyles,
    manaStyles,
    modalStyles,
    css`
      dialog { min-width: 360px; }
      kbd { font-size: 0.75em; opacity: 0.7; margin-left: 4px; }
      ul { list-style: none; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px; }
      li button[aria-pressed="true"] { background: #1f6feb; border-color: #58a6ff; }
      li.badge { padding: 3px 8px; background: #21262d; border: 1px solid #363b42; border-radius: 6px; }
      ol { padding-left: 1.4em; margin: 8px 0; }
      li.arrange-card { display: flex; gap: 6px; align-items: center; margin: 4px 0; }
      li.arrange-card .name { flex: 1; }
    `,
  ];

  /** The decision to answer. */
  @property({ attribute: false }) decision!: Decision;
  /** The table (names of cards and targets). */
  @property({ attribute: false }) view!: GameView;

  /** Chosen indices: of hand cards (bottom), of options (choice), or of flattened legal targets (targets). */
  @state() private picked: number[] = [];
  /** For an `arrange` decision: the cards in their chosen order (top first), each with its place. */
  @state() private placed: Placed[] = [];
  /** A division of combat damage being made: each recipient's share (CR 510.1c). */
  @state() private shares: number[] = [];

  protected readonly label = "Decision";

  constructor() {
    super();
    this.cancellable = false;
  }

  protected override updated(changed: PropertyValues<this>): void {
    // A new decision (a mulligan after a mulligan, the cards to bottom): its main control takes the focus.
    if (changed.has("decision") && changed.get("decision") !== undefined) this.focusFirst();
  }

  private readonly onKey = (event: KeyboardEvent): void => {
    if (this.decision.kind !== "mulligan" || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== "k" && key !== "m") return;
    event.preventDefault();
    this.answer({ options: [key === "k" ? "keep" : "mulligan"] });
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("decision")) {
      this.picked = [];
      this.shares = [];
      const d = this.decision;
      // every card starts where "the rest" go, in the library's order
      this.placed =
        d.kind === "arrange" ? d.cards.map((_, card) => ({ card, to: d.places[d.places.length - 1]!.to })) : [];
    }
  }

  private movePlaced(i: number, by: -1 | 1): void {
    const j = i + by;
    if (j < 0 || j >= this.placed.length) return;
    const next = [...this.placed];
    [next[i], next[j]] = [next[j]!, next[i]!];
    this.placed = next;
  }

  private setPlace(i: number, to: ArrangePlace["to"]): void {
    this.placed = this.placed.map((x, k) => (k === i ? { ...x, to } : x));
  }

  private renderArrange(d: Arrange) {
    const ok = arrangementFits(d, this.placed);
    return html`<h3>${d.prompt}</h3>
      <p class="hint">Only you see these cards (CR 701.16e). Choose where each goes; cards going back to the library keep the order of this list, top first (CR 401.4).
        ${d.places.map((p) => html`<br />${p.text}: ${p.min === p.max ? p.min : `${p.min}–${p.max}`}${p.reveal ? " (revealed)" : ""}${p.random ? " (in a random order)" : ""}`)}</p>
      <ol id="arrange-list">
        ${this.placed.map(
          (x, i) => html`<li class="arrange-card" data-card=${d.cards[x.card]!.id}>
          <span class="name">${d.cards[x.card]!.name}</span>
          <select aria-label="Where ${d.cards[x.card]!.name} goes" @change=${(e: Event) => this.setPlace(i, (e.target as HTMLSelectElement).value as ArrangePlace["to"])}>
            ${d.places.map((p) => html`<option value=${p.to} ?selected=${p.to === x.to}>${p.text}</option>`)}
          </select>
          <button type="button" class="up" aria-label="Move ${d.cards[x.card]!.name} up" ?disabled=${i === 0} @click=${() => this.movePlaced(i, -1)}>↑</button>
          <button type="button" class="down" aria-label="Move ${d.cards[x.card]!.name} down" ?disabled=${i === this.placed.length - 1} @click=${() => this.movePlaced(i, 1)}>↓</button>
        </li>`,
        )}
      </ol>
      <div class="actions">
        <button id="arrange-confirm" class="primary" ?disabled=${!ok}
          @click=${() => this.answer({ targets: this.placed.map((x) => d.cards[x.card]!.id), options: this.placed.map((x) => x.to) })}>Done</button>
      </div>`;
  }

  /** How an attacker's combat damage is divided among its blockers (CR 510.1c; trample 702.19b), starting from the engine's division. */
  private renderDivision(d: Extract<Decision, { kind: "divideDamage" }>) {
    const initial = d.recipients.map((r) => {
      const k = d.default.targets?.indexOf(r.id) ?? -1;
      return k < 0 ? 0 : (d.default.divide?.[k] ?? 0);
    });
    const shares = this.shares.length === d.recipients.length ? this.shares : initial;
    const total = shares.reduce((a, b) => a + b, 0);
    const given = d.recipients.map((r, i) => ({ id: r.id, n: shares[i]! })).filter((x) => x.n > 0);
    return html`<h3>${d.prompt}</h3>
      <p class="hint">CR 510.1c: divide it as you like${d.trample ? "; with trample the player only once each blocker has lethal damage (702.19b)" : ""}.</p>
      <ul id="damage-division">${d.recipients.map(
        (r, i) => html`<li><label>${r.name}${r.lethal ? ` (lethal ${r.lethal})` : ""}
          <input type="number" min="0" max=${d.amount} .value=${String(shares[i])} data-id=${r.id}
            @input=${(e: Event) => {
              const next = [...shares];
              next[i] = Math.max(0, Math.floor(Number((e.target as HTMLInputElement).value) || 0));
              this.shares = next;
            }} /></label></li>`,
      )}</ul>
      <div class="actions">
        <button id="division-confirm" class="primary" autofocus ?disabled=${total !== d.amount}
          @click=${() => this.answer({ targets: given.map((x) => x.id), divide: given.map((x) => x.n) })}>Assign ${total} of ${d.amount}</button>
      </div>`;
  }

  private answer(detail: DecisionAnswer): void {
    this.dispatchEvent(new CustomEvent<DecisionAnswer>("decision-answer", { detail, bubbles: true, composed: true }));
  }

  private toggle(i: number, max: number): void {
    if (this.picked.includes(i)) this.picked = this.picked.filter((x) => x !== i);
    else this.picked = max === 1 ? [i] : [...this.picked, i].slice(-max);
  }

  private pickList(labels: readonly string[], max: number, symbols = false) {
    return html`<ul>
      ${labels.map(
        (
          label,
          i,
        ) => html`<li><button type="button" class="pick" aria-pressed=${this.picked.includes(i) ? "true" : "false"}
          @click=${() => this.toggle(i, max)}>${symbols ? textWithSymbols(label) : label}</button></li>`,
      )}
    </ul>`;
  }

  private renderBody() {
    const d = this.decision;
    const hand = this.view.players.you.hand;
    switch (d.kind) {
      case "mulligan": {
        // London mulligan (CR 103.5): keeping after N mulligans puts N of these cards on the bottom.
        const n = d.mulligans;
        const s = (k: number) => (k === 1 ? "" : "s");
        const keep =
          n === 0
            ? html`<b>Keep</b> these ${hand.length} cards`
            : html`<b>Keep</b>: choose ${n} of these ${hand.length} cards to put on the bottom of your library and keep the other ${hand.length - n}`;
        return html`<h3>Opening hand${n > 0 ? ` (after ${n} mulligan${s(n)})` : ""}</h3>
          <p class="hint" id="mulligan-text">${keep}, or <b>mulligan</b>: shuffle them away, draw ${hand.length} new cards and put ${n + 1} of them on the bottom
            (keeping ${hand.length - n - 1}). London mulligan, CR 103.5.</p>
          <ul id="opening-hand">${hand.map((o) => html`<li class="badge">${o.name}</li>`)}</ul>
          <div class="actions">
            <button id="mulligan" title="M" @click=${() => this.answer({ options: ["mulligan"] })}>Mulligan to ${hand.length - n - 1} <kbd>M</kbd></button>
            <button id="keep" class="primary" autofocus title="K" @click=${() => this.answer({ options: ["keep"] })}>Keep ${hand.length - n} <kbd>K</kbd></button>
          </div>`;
      }
      case "bottom":
        return html`<h3>Put ${d.count} card${d.count > 1 ? "s" : ""} on the bottom of your library</h3>
          <p class="hint">CR 103.5: after a mulligan, as many cards as mulligans taken go to the bottom in any order.</p>
          ${this.pickList(
            hand.map((o) => o.name),
            d.count,
          )}
          <div class="actions">
            <button id="bottom-confirm" class="primary" autofocus ?disabled=${this.picked.length !== d.count}
              @click=${() => this.answer({ options: this.picked.map((i) => hand[i]!.name) })}>Put on the bottom</button>
          </div>`;
      case "choice":
        return html`<h3>${pluralized(d.prompt)}</h3>
          <p class="hint">Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}.</p>
          ${this.pickList(d.options, d.max, true)}
          <div class="actions">
            <button id="choice-confirm" class="primary" ?disabled=${this.picked.length < d.min || this.picked.length > d.max}
              @click=${() => this.answer({ options: this.picked.map((i) => d.options[i]!) })}>Choose</button>
          </div>`;
      case "targets": {
        const flat = d.specs.flatMap((spec, k) =>
          (d.legal[k] ?? []).map((id) => ({ k, id, label: `${spec.text}: ${targetName(this.view, id)}` })),
        );
        const total = d.specs.reduce((n, s) => n + s.max, 0);
        const min = d.specs.reduce((n, s) => n + s.min, 0);
        return html`<h3>${d.prompt}</h3>
          ${
            flat.length === 0
              ? html`<p class="hint">There is no legal target.</p>`
              : this.pickList(
                  flat.map((f) => f.label),
                  total,
                  true,
                )
          }
          <div class="actions">
            <button id="targets-confirm" class="primary" ?disabled=${this.picked.length < Math.min(min, flat.length)}
              @click=${() => this.answer({ targets: [...this.picked].sort((a, b) => flat[a]!.k - flat[b]!.k).map((i) => flat[i]!.id) })}>Choose targets</button>
          </div>`;
      }
      case "arrange":
        return this.renderArrange(d);
      case "divideDamage":
        return this.renderDivision(d);
      default:
        return nothing;
    }
  }

  protected renderContent() {
    return html`<div class="dialog" data-kind=${this.decision.kind} @keydown=${this.onKey}>${this.renderBody()}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "decision-dialog": DecisionDialog;
  }
}
