/**
 * Runs a simulation in a Web Worker of its own (one per run, ended with its answer), like the Excel export
 * does (src/crud/export/build-in-worker.ts). Where there is no Worker (Node, Vitest's jsdom) it runs inline,
 * a task later, with the same result: `simulate` is pure.
 */
import type { SimulationVariant } from "../../api/planning";
import { simulate } from "./calculation/simulate";
import type { PlanningInput, SimulationOutput } from "./calculation/types";
import type { SimulationAnswer, SimulationRequestMessage } from "./simulation-worker";

/** The worker could not run the simulation (it failed to load, or the calculation threw). */
export class SimulationError extends Error {
  override name = "SimulationError";
}

function inWorker(input: PlanningInput, variant: SimulationVariant): Promise<SimulationOutput> {
  return new Promise<SimulationOutput>((resolve, reject) => {
    const worker = new Worker(new URL("./simulation-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = ({ data }: MessageEvent<SimulationAnswer>) => {
      worker.terminate();
      if (data.ok) resolve(data.output);
      else reject(new SimulationError(data.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      reject(new SimulationError(event.message || "The simulation worker failed."));
    };
    worker.onmessageerror = () => {
      worker.terminate();
      reject(new SimulationError("The simulation worker's answer could not be read."));
    };
    try {
      worker.postMessage({ input, variant } satisfies SimulationRequestMessage);
    } catch (error) {
      worker.terminate();
      reject(new SimulationError(error instanceof Error ? error.message : String(error)));
    }
  });
}

export function runSimulation(input: PlanningInput, variant: SimulationVariant): Promise<SimulationOutput> {
  if (typeof Worker !== "undefined") return inWorker(input, variant);
  return Promise.resolve().then(() => {
    try {
      return simulate(input, variant);
    } catch (error) {
      throw new SimulationError(error instanceof Error ? error.message : String(error));
    }
  });
}

export type { SimulationOutput } from "./calculation/types";
