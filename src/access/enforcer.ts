import type { Enforcer } from "casbin";
import { buildEnforcer } from "../domain/access-enforcer";
import { recordsAlike } from "../domain/access-model";
import { splitPolicyLine } from "../domain/policy-line";

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
// answer for one policy text never changes, so each is worked out once. The policy's object patterns tell
// whether a resource's records are answered alike (recordsAlike), so a list asks once per action, not per row.
let decisions: { policy: string; answers: Map<string, boolean>; patterns?: readonly string[] } = {
  policy: "",
  answers: new Map(),
};

export async function isAllowed(
  policy: string,
  subject: string,
  object: string,
  action: string,
  recordOf?: string,
): Promise<boolean> {
  return decide(await enforcerFor(policy), policy, subject, object, action, recordOf);
}

/**
 * The answer without waiting, once this policy's enforcer is built (a restored session's is built while
 * the app starts); undefined before. Lets a page that may be shown render in the first pass. `recordOf`: the
 * resource, when the object is one of its records (a resource whose records answer alike asks once for all).
 */
export function isAllowedNow(
  policy: string,
  subject: string,
  object: string,
  action: string,
  recordOf?: string,
): boolean | undefined {
  const built = cached?.policy === policy ? cached.built : undefined;
  return built ? decide(built, policy, subject, object, action, recordOf) : undefined;
}

/** The object field of each policy line; a line that does not read is left out, as casbin refuses it. */
function objectPatterns(policy: string): string[] {
  return policy.split("\n").flatMap((line) => {
    try {
      const object = splitPolicyLine(line)?.[2];
      return object === undefined ? [] : [object];
    } catch {
      return [];
    }
  });
}

function decide(
  enforcer: Enforcer,
  policy: string,
  subject: string,
  object: string,
  action: string,
  recordOf: string | undefined,
): boolean {
  if (decisions.policy !== policy) decisions = { policy, answers: new Map() };
  const alike = recordOf !== undefined && recordsAlike((decisions.patterns ??= objectPatterns(policy)), recordOf);
  const question = JSON.stringify(alike ? [subject, recordOf, action, "any record"] : [subject, object, action]);
  let answer = decisions.answers.get(question);
  if (answer === undefined) {
    answer = enforcer.enforceSync(subject, object, action);
    decisions.answers.set(question, answer);
  }
  return answer;
}
