import type { Enforcer } from "casbin";
import { buildEnforcer } from "../domain/access-enforcer";

let cached: { policy: string; enforcer: Promise<Enforcer>; built?: Enforcer } | null = null;

/** Built once per policy text and shared by every check (DESIGN §4): building per call is slow and racy. */
export function enforcerFor(policy: string): Promise<Enforcer> {
  if (cached?.policy === policy) return cached.enforcer;
  const enforcer = buildEnforcer(policy);
  const entry: NonNullable<typeof cached> = { policy, enforcer };
  cached = entry;
  enforcer.then(
    (built) => (entry.built = built),
    () => {
      if (cached === entry) cached = null;
    },
  );
  return enforcer;
}

// A page asks the same questions many times (menu groups ask for each resource below them): casbin's
// answer for one policy text never changes, so each is worked out once.
let decisions: { policy: string; answers: Map<string, boolean> } = { policy: "", answers: new Map() };

export async function isAllowed(policy: string, subject: string, object: string, action: string): Promise<boolean> {
  return decide(await enforcerFor(policy), policy, subject, object, action);
}

/**
 * The answer without waiting, once this policy's enforcer is built (a restored session's is built while
 * the app starts); undefined before. Lets a page that may be shown render in the first pass.
 */
export function isAllowedNow(policy: string, subject: string, object: string, action: string): boolean | undefined {
  const built = cached?.policy === policy ? cached.built : undefined;
  return built ? decide(built, policy, subject, object, action) : undefined;
}

function decide(enforcer: Enforcer, policy: string, subject: string, object: string, action: string): boolean {
  if (decisions.policy !== policy) decisions = { policy, answers: new Map() };
  const question = JSON.stringify([subject, object, action]);
  let answer = decisions.answers.get(question);
  if (answer === undefined) {
    answer = enforcer.enforceSync(subject, object, action);
    decisions.answers.set(question, answer);
  }
  return answer;
}
