/**
 * End-to-end check of paying a cost yourself (issue 15 item 6, CR 601.2g-h), run by smoke.mjs:
 * with "I'll pay" on, casting a spell asks which mana sources pay it; with none named Pay is
 * disabled and the dialog says what is still needed; naming a land taps that land and casts the spell. With
 * the switch off again, the engine pays by itself. Screenshot: artifacts/23-payment.png.
 */
import { join } from "node:path";

/** Runs the payment check; the helpers are smoke.mjs's (`table(selector)` locates inside the game table). */
export async function paymentChecks({ page, check, assert, artifacts, table, handCard, startAndKeep }) {
  await check('pays a spell with the sources chosen ("I\'ll pay"), Pay disabled until they cover it', async () => {
    await startAndKeep("Mono-Red Haste", 27);
    await table("#pay-manually").check();
    await handCard("Mountain").click(); // playing a land costs nothing: no payment asked
    await table('#lands game-card[data-name="Mountain"]').waitFor();
    assert((await table("payment-dialog").count()) === 0, "a payment was asked for a land");
    await handCard("Raging Goblin").click();
    await table("payment-dialog #payment-sources").waitFor();
    await page.screenshot({ path: join(artifacts, "23-payment.png") });
    // nothing named (the pool is empty): Pay is disabled and the dialog says what is needed
    await table("payment-dialog #payment-confirm[disabled]").waitFor();
    const needed = await table("payment-dialog #payment-needed").innerText();
    // the cost is drawn as mana symbols, as everywhere on the table
    const symbols = await table("payment-dialog #payment-needed i.ms").evaluateAll((els) => els.map((e) => e.title));
    assert(
      /No mana source is named/.test(needed) && symbols.join("") === "{R}",
      `the dialog says: ${needed} ${symbols}`,
    );
    await table('payment-dialog input[data-name="Mountain"]').check();
    await table("payment-dialog #payment-confirm").click();
    await table("#stack li").filter({ hasText: "Raging Goblin" }).waitFor();
    const mountain = table('#lands game-card[data-name="Mountain"]').first();
    assert((await mountain.getAttribute("tapped")) !== null, "the Mountain named is not tapped");
    await table("#pay-manually").uncheck();
  });
}
