/**
 * Cost clauses the compiler does not read. A line such as "As an additional cost to cast this
 * spell, discard a card or pay {5}." is part of the spell's total cost (CR 118.8, 601.2f): played
 * without it, the card would be cast for its mana cost alone. So when such a line does not
 * compile, the definition lists it in `castManually` and the engine does not cast the card; the
 * player casts it with the manual tools (moving it, tapping lands, paying the cost), while the
 * lines that did compile (its other abilities) still work. Optional costs ("…, you may …") are
 * not among them: without one the card is cast legally, only without that option.
 */

/** Whether `text` (a normalized Oracle line) is a mandatory additional cost to cast the card (CR 118.8, 601.2b). */
export function isMandatoryCostClause(text: string): boolean {
  const m = /^as an additional cost to cast (?:this spell|~),\s*(.*)$/i.exec(text);
  return m !== null && !/^you may\b/i.test(m[1]!);
}
