import { slotsCanTake, type ArrangePlace, type Decision, type GameView, type ObjectView } from "@fishbowl/engine";
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { controlStyles } from "./ui-styles.js";

/** Detail of `decision-answer`: the fields of the `choose` action that answers the decision. */
export type DecisionAnswer =
  | { readonly options: string[] }
  | { readonly targets: string[] }
  | { readonly targets: string[]; readonly options: string[] };

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
 */
@customElement("decision-dialog")
export class DecisionDialog extends LitElement {
  static override styles = [
    controlStyles,
    css`
      :host { position: fixed; inset: 0; display: grid; place-items: center; background: rgb(1 4 9 / 60%); z-index: 10; }
      .dialog { min-width: 360px; max-width: min(760px, 92vw); max-height: 86vh; overflow: auto; }
      h3 { margin: 0 0 8px; font-size: 1.1rem; }
      ul { list-style: none; padding: 0; margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px; }
      li button[aria-pressed="true"] { background: #1f6feb; border-color: #58a6ff; }
      li.badge { padding: 3px 8px; background: #21262d; border: 1px solid #363b42; border-radius: 6px; }
      .actions { margin-top: 10px; display: flex; gap: 8px; justify-content: flex-end; }
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

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("decision")) {
      this.picked = [];
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

  private answer(detail: DecisionAnswer): void {
    this.dispatchEvent(new CustomEvent<DecisionAnswer>("decision-answer", { detail, bubbles: true, composed: true }));
  }

  private toggle(i: number, max: number): void {
    if (this.picked.includes(i)) this.picked = this.picked.filter((x) => x !== i);
    else this.picked = max === 1 ? [i] : [...this.picked, i].slice(-max);
  }

  private pickList(labels: readonly string[], max: number) {
    return html`<ul>
      ${labels.map(
        (
          label,
          i,
        ) => html`<li><button type="button" class="pick" aria-pressed=${this.picked.includes(i) ? "true" : "false"}
          @click=${() => this.toggle(i, max)}>${label}</button></li>`,
      )}
    </ul>`;
  }

  private renderBody() {
    const d = this.decision;
    const hand = this.view.players.you.hand;
    switch (d.kind) {
      case "mulligan":
        return html`<h3>Opening hand${d.mulligans > 0 ? ` (after ${d.mulligans} mulligan${d.mulligans > 1 ? "s" : ""})` : ""}</h3>
          <p class="hint">Keep these seven cards, or shuffle and draw seven again, then put ${d.mulligans + 1} on the bottom (London mulligan, CR 103.5).</p>
          <ul id="opening-hand">${hand.map((o) => html`<li class="badge">${o.name}</li>`)}</ul>
          <div class="actions">
            <button id="mulligan" @click=${() => this.answer({ options: ["mulligan"] })}>Mulligan</button>
            <button id="keep" class="primary" @click=${() => this.answer({ options: ["keep"] })}>Keep</button>
          </div>`;
      case "bottom":
        return html`<h3>Put ${d.count} card${d.count > 1 ? "s" : ""} on the bottom of your library</h3>
          <p class="hint">CR 103.5: after a mulligan, as many cards as mulligans taken go to the bottom in any order.</p>
          ${this.pickList(
            hand.map((o) => o.name),
            d.count,
          )}
          <div class="actions">
            <button id="bottom-confirm" class="primary" ?disabled=${this.picked.length !== d.count}
              @click=${() => this.answer({ options: this.picked.map((i) => hand[i]!.name) })}>Put on the bottom</button>
          </div>`;
      case "choice":
        return html`<h3>${d.prompt}</h3>
          <p class="hint">Choose ${d.min === d.max ? d.min : `${d.min} to ${d.max}`}.</p>
          ${this.pickList(d.options, d.max)}
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
                )
          }
          <div class="actions">
            <button id="targets-confirm" class="primary" ?disabled=${this.picked.length < Math.min(min, flat.length)}
              @click=${() => this.answer({ targets: [...this.picked].sort((a, b) => flat[a]!.k - flat[b]!.k).map((i) => flat[i]!.id) })}>Choose targets</button>
          </div>`;
      }
      case "arrange":
        return this.renderArrange(d);
      default:
        return nothing;
    }
  }

  override render() {
    return html`<div class="dialog panel" role="dialog" aria-modal="true" aria-label="Decision" data-kind=${this.decision.kind}>${this.renderBody()}</div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "decision-dialog": DecisionDialog;
  }
}
