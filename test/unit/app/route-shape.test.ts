import { destinationOf, genericActionOf } from "../../../src/app/route-shape";

describe("genericActionOf", () => {
  it.each([
    ["/parameter-system", "list"],
    ["/edb/edb-transit-time/", "list"],
    ["/edb/edb-transit-time/edit/12", "edit"],
    ["/informative/show/3", "show"],
    ["/informative/create", "create"],
    ["/main", undefined],
    ["/", undefined],
    ["/login", undefined],
    ["/unauthorized", undefined],
  ])("%s → %s", (path, action) => {
    expect(genericActionOf(path)).toBe(action);
  });
});

describe("destinationOf", () => {
  it("is the sign-in's return address on the login page, the address elsewhere", () => {
    expect(destinationOf({ pathname: "/login", search: "?to=%2Fedb%2Fcountry-list%3Fcurrent%3D2" })).toBe("/edb/country-list");
    expect(destinationOf({ pathname: "/login", search: "?to=https://evil.example/x" })).toBe("/main");
    expect(destinationOf({ pathname: "/login", search: "" })).toBe("/main");
    expect(destinationOf({ pathname: "/informative/show/3", search: "?x=1" })).toBe("/informative/show/3");
  });
});
