/**
 * Paying a cost yourself (issue 15 item 6; CR 601.2g-h, 605.3a): the table's "I'll pay" switch,
 * and the dialog that asks which of your untapped mana sources pay a spell or ability before it
 * is sent with a `payment` (the engine checks the choice and refuses, citing 601.2g-h, sources
 * that don't pay it). With the switch off the engine pays automatically, lands before creatures
 * that could still attack.
 */
import type { Action, GameView, ObjectView } from "@fishbowl/engine";
import { css, html, type TemplateResult } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { ModalDialog, modalStyles } from "./modal-dialog.js";
import { controlStyles } from "./ui-styles.js";
import { textWithSymbols } from "./mana-cost.js";
import { manaStyles } from "../styles/mana-font.js";

type CastOrActivate = Extract<Action, { type: "cast" } | { type: "activate" }>;

/** Where the "I'll pay" setting is remembered. */
export const PAY_MANUALLY_KEY = "fishbowl.table.payManually";

/** Whether "I'll pay" is on (off by default: the automatic payment). */
export function storedPayManually(): boolean {
  try {
    return globalThis.localStorage?.getItem(PAY_MANUALLY_KEY) === "on";
  } catch {
    return false;
  }
}

/** Remembers the "I'll pay" setting; returns it. */
export function storePayManually(on: boolean): boolean {
  try {
    globalThis.localStorage?.setItem(PAY_MANUALLY_KEY, on ? "on" : "off");
  } catch {
    // no storage (a locked-down browser): the setting lasts for the session only
  }
  return on;
}

/** The actions whose payment the player has chosen in the dialog (not asked again). */
const chosen = new WeakSet<object>();

/** `action` with the sources chosen (`null`: paid automatically), marked as paid for. */
export function paid(action: CastOrActivate, payment: readonly string[] | null): CastOrActivate {
  const a = payment === null ? { ...action } : { ...action, payment: [...payment] };
  chosen.add(a);
  return a;
}

/** Your untapped permanents with a mana ability: what may pay a cost (CR 605.1a). */
export function manaSourcesOf(v: GameView): ObjectView[] {
  return v.battlefield.filter((o) => o.controller === "you" && !o.tapped && o.abilities.some((a) => a.mana));
}

/**
 * The types of mana `o`'s mana abilities can make now ("W" … "C"): an ability whose cost asks
 * for energy ({E}) only while the player has that much (CR 107.14).
 */
export function manaTypesNow(o: ObjectView, energy: number): Set<string> {
  const types = new Set<string>();
  for (const a of o.abilities) {
    if (!a.mana) continue;
    const [cost = "", effect = ""] = a.text.split(/:(.*)/s);
    if ((cost.match(/\{E\}/g)?.length ?? 0) > energy) continue;
    for (const t of a.choices ?? effect.match(/\{[WUBRGC]\}/g)?.map((x) => x.slice(1, 2)) ?? []) types.add(t);
    if (/one mana of any colou?r/i.test(effect)) for (const t of "WUBRG") types.add(t);
  }
  return types;
}

/**
 * Whether a source making `types` can pay part of `cost` (a mana cost, "{1}{G}"): any type pays
 * generic mana or X; a colored, hybrid or Phyrexian symbol needs one of its colors; {C}, colorless.
 */
export function canPayPart(cost: string, types: ReadonlySet<string>): boolean {
  if (types.size === 0) return false;
  const symbols = cost.match(/\{[^{}]+\}/g) ?? [];
  return symbols.some(
    (sym) => /^\{(\d+|X)\}$/.test(sym) || [...types].some((t) => sym.slice(1, -1).split("/").includes(t)),
  );
}

/** Whether a cost in an ability's text ("{2}, {T}: …") includes mana. */
function costHasMana(text: string): boolean {
  const cost = text.split(":")[0] ?? "";
  return /\{(?:\d+|X|[WUBRGC](?:\/[WUBRGP])?|[WUBRG]\/P|2\/[WUBRG])\}/.test(cost);
}

/**
 * Whether `action` should ask for its payment: a cast, or the activation of an ability whose
 * cost has mana and that is not itself a mana ability, not already carrying a `payment`.
 */
export function asksForPayment(action: Action, v: GameView | null): action is CastOrActivate {
  if (action.type !== "cast" && action.type !== "activate") return false;
  if (action.payment !== undefined || chosen.has(action)) return false;
  if (action.type === "cast") return true;
  const o = v?.battlefield.find((x) => x.id === action.object);
  const ability = o?.abilities.find((a) => a.index === action.ability);
  return ability !== undefined && !ability.mana && costHasMana(ability.text);
}

/** The "I'll pay" switch of the table's settings. */
export function renderPaymentSwitch(on: boolean, toggle: () => void): TemplateResult {
  return html`<label class="toggle" title="Choose the mana sources that pay each spell or ability yourself (CR 601.2g-h); off: the engine pays, lands first">
    <input type="checkbox" id="pay-manually" .checked=${on} @change=${toggle} /> I'll pay</label>`;
}

/**
 * The mana sources that pay a spell or ability: your untapped permanents with a mana ability,
 * each checked or not. Emits `payment-chosen` (detail: the ids checked, in table order) or
 * `modal-cancel` (Cancel, Escape); "Pay automatically" emits `payment-chosen` with `null`.
 */
@customElement("payment-dialog")
export class PaymentDialog extends ModalDialog {
  static override styles = [
    controlStyles,
    manaStyles,
    modalStyles,
    css`
      dialog { min-width: 320px; }
      ul { list-style: none; margin: 6px 0; padding: 0; }
      label { display: flex; gap: 6px; align-items: center; margin: 4px 0; }
      .hint { color: #8b949e; font-size: 0.9em; margin: 4px 0; }
    `,
  ];

  protected readonly label = "Pay the cost";

  /** What is being paid for (a name, for the heading). */
  @property() heading = "";
  /** The table now. */
  @property({ attribute: false }) view: GameView | null = null;
  /**
   * Why the sources checked (ids in table order) don't pay the cost — the engine's refusal of
   * the action with that payment, tried on a copy of the game — or `null` when they do. Pay is
   * disabled while they don't, and the reason shown.
   */
  @property({ attribute: false }) problem: (ids: readonly string[]) => string | null = () => null;
  /** The mana cost being paid ("{1}{G}"), or `null` when not known: only sources that can pay part of it are offered. */
  @property({ attribute: false }) cost: string | null = null;
  /** The player's energy (for "{T}, Pay {E}: …" mana abilities). */
  @property({ type: Number }) energy = 0;
  @state() private checked: readonly string[] = [];

  private toggle(id: string): void {
    this.checked = this.checked.includes(id) ? this.checked.filter((x) => x !== id) : [...this.checked, id];
  }

  private chosen(ids: readonly string[] | null): void {
    this.dispatchEvent(new CustomEvent("payment-chosen", { detail: ids, bubbles: true, composed: true }));
  }

  protected renderContent(): TemplateResult {
    const cost = this.cost;
    const sources = (this.view ? manaSourcesOf(this.view) : []).filter(
      (o) => cost === null || canPayPart(cost, manaTypesNow(o, this.energy)),
    );
    const order = sources.map((o) => o.id);
    const picked = order.filter((id) => this.checked.includes(id));
    const problem = this.problem(picked);
    return html`<h3>Pay for ${this.heading}</h3>
      <p class="hint">Tap these for mana (CR 601.2g-h); the mana pool is used first.</p>
      <ul id="payment-sources">
        ${sources.map(
          (o) => html`<li><label><input type="checkbox" data-id=${o.id} data-name=${o.name}
            .checked=${this.checked.includes(o.id)} @change=${() => this.toggle(o.id)} /> ${o.name}</label></li>`,
        )}
      </ul>
      <p class="hint" id="payment-needed" role="status">${problem === null ? "These pay it." : textWithSymbols(problem)}</p>
      <div class="actions">
        <button id="payment-auto" @click=${() => this.chosen(null)}>Pay automatically</button>
        <button id="payment-cancel"
          @click=${() => this.dispatchEvent(new CustomEvent("modal-cancel", { bubbles: true, composed: true }))}>Cancel</button>
        <button id="payment-confirm" class="primary" autofocus ?disabled=${problem !== null}
          @click=${() => this.chosen(picked)}>Pay</button>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "payment-dialog": PaymentDialog;
  }
}
