import { destinationOf, genericActionOf, signInAddressFor } from "../../../src/app/route-shape";

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

describe("signInAddressFor", () => {
  const at = (address: string) => {
    const url = new URL(address, "https://scm.example");
    return { pathname: url.pathname, search: url.search, hash: url.hash };
  };

  it("keeps the whole address opened, query and hash, as the sign-in's return address, also when the start-up failed", () => {
    for (const failed of [false, true]) {
      const signIn = signInAddressFor(at("/edb/priority-shipments/edit/12?x=1&q=S%C3%A3o%20Paulo#y"), failed);
      expect(signIn).toBe("/login?to=%2Fedb%2Fpriority-shipments%2Fedit%2F12%3Fx%3D1%26q%3DS%25C3%25A3o%2520Paulo%23y");
      expect(destinationOf(at(signIn!))).toBe("/edb/priority-shipments/edit/12");
      expect(new URLSearchParams(at(signIn!).search).get("to")).toBe("/edb/priority-shipments/edit/12?x=1&q=S%C3%A3o%20Paulo#y");
    }
  });

  it("leaves the sign-in page as it is, with the return address it has", () => {
    expect(signInAddressFor(at("/login?to=%2Fedb%2Fcountry-list"), true)).toBeUndefined();
    expect(signInAddressFor(at("/login/"), false)).toBeUndefined();
  });

  it("sends the sign-in page whose way back from the provider failed to where that sign-in was going", () => {
    expect(signInAddressFor(at("/login"), true, "/edb/country-list?current=2#x")).toBe("/login?to=%2Fedb%2Fcountry-list%3Fcurrent%3D2%23x");
    // A return address already in the page's address stays.
    expect(signInAddressFor(at("/login?to=%2Fmain"), true, "/edb/country-list")).toBeUndefined();
  });

  it("leaves the access-denied page, unless the start-up failed: then the sign-in page says why", () => {
    expect(signInAddressFor(at("/unauthorized"), false)).toBeUndefined();
    expect(signInAddressFor(at("/unauthorized"), true)).toBe("/login");
  });
});
