import "./buffer-global";
import { newEnforcer, newModelFromString, StringAdapter, type Enforcer } from "casbin";
import { accessModel, actionMatch } from "./model";

let cached: { policy: string; enforcer: Promise<Enforcer> } | null = null;

/** Built once per policy text and shared by every check (DESIGN §4): building per call is slow and racy. */
export function enforcerFor(policy: string): Promise<Enforcer> {
  if (cached?.policy === policy) return cached.enforcer;
  const enforcer = (async () => {
    const built = await build(policy).catch(async () => build(await loadableLines(policy)));
    await built.addFunction("actionMatch", (...args: unknown[]) => actionMatch(String(args[0]), String(args[1])));
    return built;
  })();
  cached = { policy, enforcer };
  enforcer.catch(() => {
    if (cached?.enforcer === enforcer) cached = null;
  });
  return enforcer;
}

const build = (policy: string) => newEnforcer(newModelFromString(accessModel), new StringAdapter(policy));

/**
 * casbin refuses a whole policy for one line it cannot parse (an unclosed bracket typed in a rule). Such a
 * line grants nothing; the rest, the base rule included, still applies.
 */
async function loadableLines(policy: string): Promise<string> {
  const lines = policy.split("\n");
  const loadable = await Promise.all(lines.map((line) => build(line).then(() => true, () => false)));
  return lines.filter((_, index) => loadable[index]).join("\n");
}

export async function isAllowed(policy: string, subject: string, object: string, action: string): Promise<boolean> {
  const enforcer = await enforcerFor(policy);
  return enforcer.enforceSync(subject, object, action);
}
