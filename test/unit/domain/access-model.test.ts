import { describe, expect, it } from "vitest";
import { Util } from "casbin";
import { accessModel, actionMatch, recordsAlike } from "../../../src/domain/access-model";

describe("actionMatch", () => {
  it("matches a plain action exactly", () => {
    expect(actionMatch("list", "list")).toBe(true);
    expect(actionMatch("blacklist", "list")).toBe(false);
    expect(actionMatch("listx", "list")).toBe(false);
    expect(actionMatch("lis", "list")).toBe(false);
  });

  it("anchors an alternation as a whole", () => {
    expect(actionMatch("list", "^(list|show)$")).toBe(true);
    expect(actionMatch("show", "^(list|show)$")).toBe(true);
    expect(actionMatch("listx", "^(list|show)$")).toBe(false);
    expect(actionMatch("edit", "^(list|show)$")).toBe(false);
    // Without a group in the rule, both ends are still anchored.
    expect(actionMatch("listx", "list|show")).toBe(false);
    expect(actionMatch("xshow", "list|show")).toBe(false);
    expect(actionMatch("show", "list|show")).toBe(true);
  });

  it("lets .* match any action", () => {
    for (const action of ["list", "show", "create", "edit", "delete", "field", ""]) {
      expect(actionMatch(action, ".*")).toBe(true);
    }
  });

  it("is case-sensitive", () => {
    expect(actionMatch("List", "list")).toBe(false);
  });

  it("answers false, without throwing, for a malformed pattern", () => {
    expect(actionMatch("list", "(")).toBe(false);
    expect(actionMatch("list", "[")).toBe(false);
    expect(actionMatch("list", "*")).toBe(false);
  });
});

describe("accessModel", () => {
  const section = (name: string) => {
    const match = new RegExp(`\\[${name}\\]\\s*\\n([^\\n]+)`).exec(accessModel);
    return match?.[1].trim();
  };

  it("declares sub, obj, act requests and policies with an effect", () => {
    expect(section("request_definition")).toBe("r = sub, obj, act");
    expect(section("policy_definition")).toBe("p = sub, obj, act, eft");
  });

  it("allows only when no deny matches", () => {
    expect(section("policy_effect")).toBe("e = some(where (p.eft == allow)) && !some(where (p.eft == deny))");
  });

  it("matches subject equality, keyMatch on the object and the anchored actionMatch on the action", () => {
    expect(section("matchers")).toBe(
      "m = r.sub == p.sub && keyMatch(r.obj, p.obj) && actionMatch(r.act, p.act)",
    );
  });
});

describe("recordsAlike", () => {
  it("holds when no pattern goes on past the resource's records' prefix", () => {
    expect(recordsAlike(["users/*"], "users")).toBe(true);
    expect(recordsAlike(["users", "main", "edb/*", "*", "us*"], "users")).toBe(true);
    // Another resource whose name starts the same: never a record of users.
    expect(recordsAlike(["users-profile/5", "usersx/*"], "users")).toBe(true);
    expect(recordsAlike([], "users")).toBe(true);
  });

  it("fails when a pattern names a record or a range of them", () => {
    expect(recordsAlike(["users/*", "users/7"], "users")).toBe(false);
    expect(recordsAlike(["users/1*"], "users")).toBe(false);
    expect(recordsAlike(["users/7/name"], "users")).toBe(false);
    expect(recordsAlike(["edb/edb-partner/*", "edb/edb-partner/12"], "edb/edb-partner")).toBe(false);
  });

  it("agrees with casbin's keyMatch: alike patterns match every record the same", () => {
    const patterns = ["users/*", "users", "*", "us*", "users-profile/5", "users/7", "users/1*", "edb/*"];
    const records = ["users/1", "users/7", "users/12", "users/abc-1", "users/70"];
    for (const pattern of patterns) {
      const answers = new Set(records.map((record) => Util.keyMatchFunc(record, pattern)));
      if (recordsAlike([pattern], "users")) expect(answers.size, pattern).toBe(1);
    }
    // And the ones it refuses do tell records apart here.
    expect(new Set(records.map((record) => Util.keyMatchFunc(record, "users/7"))).size).toBe(2);
    expect(new Set(records.map((record) => Util.keyMatchFunc(record, "users/1*"))).size).toBe(2);
  });
});
