import {
  findForbiddenWords,
  findForbiddenWordsIn,
} from "../../../src/domain/forbidden-words";

describe("forbidden words", () => {
  it("finds SQL keywords as whole words, whatever the case", () => {
    expect(findForbiddenWords("BR10; drop table orders")).toEqual([";", "DROP"]);
    expect(findForbiddenWords("x UNION select")).toEqual(["UNION"]);
    expect(findForbiddenWords("Exec sp_who")).toEqual(["EXEC"]);
    expect(findForbiddenWords("grant all")).toEqual(["GRANT"]);
  });

  it("ignores keywords inside other words", () => {
    expect(findForbiddenWords("DROPSHIP")).toEqual([]);
    expect(findForbiddenWords("UPDATED_AT")).toEqual([]);
    expect(findForbiddenWords("Reunion island")).toEqual([]);
    expect(findForbiddenWords("BR10")).toEqual([]);
  });

  it("finds comment and terminator tokens anywhere", () => {
    expect(findForbiddenWords("BR10--")).toEqual(["--"]);
    expect(findForbiddenWords("a/*b*/")).toEqual(["/*", "*/"]);
    expect(findForbiddenWords("1;")).toEqual([";"]);
  });

  it("lists each word once across values", () => {
    expect(findForbiddenWordsIn(["drop", "DROP x", "ok", "delete"])).toEqual(["DROP", "DELETE"]);
    expect(findForbiddenWordsIn(["AIR", "CN", "10"])).toEqual([]);
  });
});
