/**
 * The casbin enforcer of a policy text (SPEC §6, DESIGN §4), built the same way for the browser, which uses
 * it to shape the interface, and for the demo backend, which enforces it on every request.
 */
import "./buffer-global";
import { newEnforcer, newModelFromString, type Enforcer } from "casbin";
import { accessModel, actionMatch } from "./access-model";
import { PolicyTextAdapter } from "./policy-text-adapter";

const build = (policy: string) => newEnforcer(newModelFromString(accessModel), new PolicyTextAdapter(policy));

/**
 * casbin refuses a whole policy for one line it cannot parse (an unclosed bracket typed in a rule). Such a
 * line grants nothing; the rest, the base rule included, still applies.
 */
async function loadableLines(policy: string): Promise<string> {
  const lines = policy.split("\n");
  const loadable = await Promise.all(lines.map((line) => build(line).then(() => true, () => false)));
  return lines.filter((_, index) => loadable[index]).join("\n");
}

export async function buildEnforcer(policy: string): Promise<Enforcer> {
  const built = await build(policy).catch(async () => build(await loadableLines(policy)));
  await built.addFunction("actionMatch", (...args: unknown[]) => actionMatch(String(args[0]), String(args[1])));
  return built;
}
