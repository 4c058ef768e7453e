/**
 * The simulation off the page's thread (DESIGN §9.2, §9.6: 5,000 order lines × BOM in ≤ 2 s in the demo
 * worker), so a run never freezes the screens the demo backend serves.
 */
import type { SimulationVariant } from "../../api/planning";
import { simulate } from "./calculation/simulate";
import type { PlanningInput, SimulationOutput } from "./calculation/types";

export interface SimulationRequestMessage {
  input: PlanningInput;
  variant: SimulationVariant;
}

/** What the worker answers: the result, or why it could not be computed. */
export type SimulationAnswer = { ok: true; output: SimulationOutput } | { ok: false; message: string };

// The worker's global scope; typed by hand because the DOM and WebWorker libraries cannot share a program.
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<SimulationRequestMessage>) => void) | null;
  postMessage(answer: SimulationAnswer): void;
};

scope.onmessage = (event) => {
  try {
    scope.postMessage({ ok: true, output: simulate(event.data.input, event.data.variant) });
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
