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
