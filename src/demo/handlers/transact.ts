/**
 * A request's writes as one transaction (DESIGN §9.5): all stored, or — when a rule throws or the storage
 * refuses them — none, answered with a 500 the app translates.
 */
import type { DemoWriter } from "../store";
import type { HandlerContext } from "./context";
import { error } from "./responses";

export const WRITE_FAILED = "The change could not be saved; nothing was changed.";

export async function transact({ db }: HandlerContext, work: (tx: DemoWriter) => Response): Promise<Response> {
  try {
    return await db.write(work);
  } catch (cause) {
    // Shown as a toast to the person; the cause is for whoever opens the console.
    console.warn("The demo backend rolled a request back:", cause);
    return error(500, WRITE_FAILED);
  }
}
