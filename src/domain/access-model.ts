/**
 * DESIGN §4: subject equality, keyMatch on the object (so "edb/edb-partner/*" covers every row and field),
 * an anchored regular expression on the action, and allow only when no deny matches.
 * casbin's own regexMatch is unanchored ("list" would match "blacklist"), hence actionMatch.
 */
export const accessModel = `
[request_definition]
r = sub, obj, act

[policy_definition]
p = sub, obj, act, eft

[policy_effect]
e = some(where (p.eft == allow)) && !some(where (p.eft == deny))

[matchers]
m = r.sub == p.sub && keyMatch(r.obj, p.obj) && actionMatch(r.act, p.act)
`;

export function actionMatch(action: string, pattern: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`).test(action);
  } catch {
    // A malformed rule grants nothing rather than breaking every check.
    return false;
  }
}

/**
 * Whether a policy's object patterns (the object of each "p, subject, object, action, effect" line) answer
 * alike for every record of `resource` ("resource/id"). The matcher reads the object only through keyMatch,
 * which compares a pattern up to its first "*": only a pattern that goes on past "resource/" (a record named,
 * or "resource/1*") can tell one record from another. When none does, the answer for one record is the
 * answer for all, and a list's rows need one casbin evaluation per action instead of one per row and action.
 */
export function recordsAlike(objectPatterns: readonly string[], resource: string): boolean {
  const prefix = `${resource}/`;
  return objectPatterns.every((pattern) => {
    if (!pattern.startsWith(prefix)) return true;
    const star = pattern.indexOf("*");
    return star === prefix.length;
  });
}
