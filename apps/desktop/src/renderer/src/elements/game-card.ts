import type { ObjectView } from "@fishbowl/engine";
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { manaStyles } from "../styles/mana-font.js";
import { textWithSymbols } from "./mana-cost.js";
import "./mana-cost.js";

/** Detail of the `card-click` and `card-tools` events: the object's id. */
export interface CardEventDetail {
  readonly id: string;
}

/** Detail of `card-preview`: the object pointed at, `null` when the pointer leaves it. */
export interface CardPreviewDetail {
  readonly id: string | null;
}

/** The frame colour class of an object: its single colour, gold, land or colourless. */
function frame(object: ObjectView): string {
  if (object.colors.length > 1) return "gold";
  if (object.colors.length === 1) return (object.colors[0] ?? "c").toLowerCase();
  return object.types.includes("Land") ? "land" : "c";
}

/** A power or toughness value, marked when it differs from the printed one (none printed counts as 0: a land made a creature). */
function stat(current: number | null, printed: number | null, which: string) {
  const base = printed ?? 0;
  const cls = current === null || current === base ? "" : current > base ? "up" : "down";
  return html`<span class="stat ${cls}" title=${`${which}: printed ${printed ?? "none"}`}>${current ?? "*"}</span>`;
}

/**
 * One object on the table (a card in hand, a permanent, a card in a graveyard or exile):
 * name and mana cost, type line, counters, current power/toughness marked where it differs
 * from the printed values, tapped (turned sideways), summoning sickness, and the objects
 * attached to it. Emits `card-click` when clicked, `card-tools` from its tools button, and
 * `card-preview` when the pointer enters or leaves it (the table shows the whole card).
 */
@customElement("game-card")
export class GameCard extends LitElement {
  static override styles = [
    manaStyles,
    css`
    :host { display: inline-block; position: relative; width: 118px; height: 164px; vertical-align: top; color: #161616; }
    :host([tapped]) { width: 164px; height: 118px; }
    .card {
      width: 118px; height: 164px; box-sizing: border-box; border-radius: 8px; padding: 5px; cursor: pointer;
      display: flex; flex-direction: column; gap: 3px; background: #1b1b1b; box-shadow: 0 1px 5px rgb(0 0 0 / 50%);
      font: 11px/1.25 system-ui, sans-serif; transform-origin: top left;
      border: 2px solid transparent;
    }
    :host([tapped]) .card { transform: translateX(164px) rotate(90deg); }
    :host([legal]) .card { border-color: #3fb950; box-shadow: 0 0 8px #3fb950; }
    :host([targetable]) .card { border-color: #e3b341; box-shadow: 0 0 10px #e3b341; }
    :host([selected]) .card { border-color: #f85149; box-shadow: 0 0 10px #f85149; }
    .bar { display: flex; flex: 0 0 auto; justify-content: space-between; align-items: center; gap: 3px; padding: 2px 4px; border-radius: 4px; background: var(--bar); font-weight: 600; }
    .foot, .attached { flex: 0 0 auto; }
    .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .type { font-size: 10px; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .text { flex: 1 1 auto; min-height: 0; overflow: hidden; padding: 2px 4px; border-radius: 3px; background: #f4efe6; font-size: 9.5px; }
    .foot { display: flex; justify-content: space-between; align-items: flex-end; gap: 3px; min-height: 18px; }
    .pt { padding: 1px 6px; border-radius: 4px; background: var(--bar); font-weight: 700; font-size: 12px; }
    .stat.up { color: #0a6b1f; text-decoration: underline; }
    .stat.down { color: #b3261e; text-decoration: underline; }
    .badges { display: flex; flex-wrap: wrap; gap: 2px; }
    .badge { padding: 0 4px; border-radius: 8px; background: #30363d; color: #e6edf3; font-size: 9.5px; font-weight: 600; }
    .badge.counter { background: #1f6feb; }
    .badge.sick { background: #6e4b00; }
    .badge.damage { background: #b3261e; }
    .badge.manual { background: #8957e5; }
    .attached { display: flex; flex-direction: column; gap: 2px; }
    .attached span { padding: 1px 4px; border-radius: 3px; background: #d2a8ff; font-size: 9.5px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .tools { position: absolute; top: 2px; right: 2px; z-index: 1; width: 18px; height: 18px; padding: 0; border-radius: 9px; border: none;
      background: rgb(0 0 0 / 55%); color: #fff; font-size: 11px; line-height: 18px; cursor: pointer; opacity: 0; }
    :host(:hover) .tools, .tools:focus-visible { opacity: 1; }
    .w { --bar: #f3ecd3; } .u { --bar: #c6dcee; } .b { --bar: #cbc2bf; } .r { --bar: #f0c4ad; } .g { --bar: #c4dcc6; }
    .gold { --bar: #eedc9a; } .c { --bar: #d9dcdf; } .land { --bar: #e3d7c8; }
    .ms-cost { font-size: 0.85em; }
  `,
  ];

  /** The object shown. */
  @property({ attribute: false }) object!: ObjectView;
  /** Objects attached to it (Auras, Equipment), shown on it. */
  @property({ attribute: false }) attachments: readonly ObjectView[] = [];
  /** Something can be done with it now (a legal action). */
  @property({ type: Boolean, reflect: true }) legal = false;
  /** It can be chosen as the target being picked. */
  @property({ type: Boolean, reflect: true }) targetable = false;
  /** It is chosen (an attacker, a target). */
  @property({ type: Boolean, reflect: true }) selected = false;
  /** Turned sideways (set from `object.tapped`). */
  @property({ type: Boolean, reflect: true }) tapped = false;

  override willUpdate(): void {
    this.tapped = this.object.zone === "battlefield" && this.object.tapped;
    this.dataset["id"] = this.object.id;
    this.dataset["name"] = this.object.name;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener("pointerenter", this.onEnter);
    this.addEventListener("pointerleave", this.onLeave);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener("pointerenter", this.onEnter);
    this.removeEventListener("pointerleave", this.onLeave);
  }

  private readonly onEnter = (): void => this.preview(this.object.id);
  private readonly onLeave = (): void => this.preview(null);

  private preview(id: string | null): void {
    this.dispatchEvent(
      new CustomEvent<CardPreviewDetail>("card-preview", { detail: { id }, bubbles: true, composed: true }),
    );
  }

  private emit(type: "card-click" | "card-tools", event: Event): void {
    event.stopPropagation();
    this.dispatchEvent(
      new CustomEvent<CardEventDetail>(type, { detail: { id: this.object.id }, bubbles: true, composed: true }),
    );
  }

  override render() {
    const o = this.object;
    const counters = Object.entries(o.counters).filter(([, n]) => n > 0);
    const creature = o.types.includes("Creature");
    // Keywords its text does not already say (granted by effects, counters, copies).
    const gained = o.keywords.filter((k) => !o.oracleText.toLowerCase().includes(k.toLowerCase()));
    const type = [...o.supertypes, ...o.types].join(" ") + (o.subtypes.length ? ` — ${o.subtypes.join(" ")}` : "");
    const label = `${o.name}${o.tapped && o.zone === "battlefield" ? " (tapped)" : ""}${creature ? ` ${o.power ?? "*"}/${o.toughness ?? "*"}` : ""}`;
    return html`<div class="card ${frame(o)}" part="card" role="button" tabindex="0" aria-label=${label} aria-pressed=${this.selected ? "true" : "false"}
        @click=${(e: Event) => this.emit("card-click", e)}
        @keydown=${(e: KeyboardEvent) => (e.key === "Enter" ? this.emit("card-click", e) : undefined)}>
      <div class="bar"><span class="name" title=${o.name}>${o.name}</span>${o.manaCost ? html`<mana-cost cost=${o.manaCost}></mana-cost>` : nothing}</div>
      <div class="bar type">${o.token ? "Token " : ""}${type}</div>
      <div class="text">${gained.length ? html`<b>${gained.join(", ")}</b><br />` : nothing}${textWithSymbols(o.oracleText)}</div>
      ${this.attachments.length ? html`<div class="attached">${this.attachments.map((a) => html`<span title=${a.oracleText}>⤷ ${a.name}</span>`)}</div>` : nothing}
      <div class="foot">
        <div class="badges">
          ${counters.map(([name, n]) => html`<span class="badge counter" title="counters">${n}× ${name}</span>`)}
          ${
            o.zone === "battlefield" && creature && o.sick && !o.keywords.includes("Haste")
              ? html`<span class="badge sick" title="Summoning sickness: it came under your control this turn (CR 302.6)">sick</span>`
              : nothing
          }
          ${o.damage > 0 ? html`<span class="badge damage">${o.damage} dmg</span>` : nothing}
          ${o.automated ? nothing : html`<span class="badge manual" title="Not automated: use the manual tools">manual</span>`}
        </div>
        ${
          o.power !== null || creature
            ? html`<span class="pt">${stat(o.power, o.printedPower, "Power")}/${stat(o.toughness, o.printedToughness, "Toughness")}</span>`
            : nothing
        }
      </div>
    </div>
    <button class="tools" title="Manual tools" aria-label=${`Manual tools for ${o.name}`} @click=${(e: Event) => this.emit("card-tools", e)}>⋯</button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "game-card": GameCard;
  }
}
