import "./buffer-global";
import { newEnforcer, newModelFromString, type Enforcer } from "casbin";
import { accessModel, actionMatch } from "./model";
import { PolicyTextAdapter } from "./policy-text-adapter";

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

// A page asks the same questions many times (menu groups ask for each resource below them): casbin's
// answer for one policy text never changes, so each is worked out once.
let decisions: { policy: string; answers: Map<string, boolean> } = { policy: "", answers: new Map() };

export async function isAllowed(policy: string, subject: string, object: string, action: string): Promise<boolean> {
  const enforcer = await enforcerFor(policy);
  if (decisions.policy !== policy) decisions = { policy, answers: new Map() };
  const question = JSON.stringify([subject, object, action]);
  let answer = decisions.answers.get(question);
  if (answer === undefined) {
    answer = enforcer.enforceSync(subject, object, action);
    decisions.answers.set(question, answer);
  }
  return answer;
}
