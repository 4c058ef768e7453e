import { describe, expect, it } from "vitest";
import { accessModel, actionMatch } from "../../../src/domain/access-model";

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
