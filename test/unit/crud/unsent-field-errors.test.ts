import { describe, expect, it } from "vitest";
import { unsentFieldErrors } from "../../../src/crud/unsent-field-errors";

const formFields = ["vendor", "material", "plant", "modal"];

describe("unsentFieldErrors", () => {
  it("keeps the errors of the form's fields that the request did not carry, in the forms Refine allows", () => {
    expect(
      unsentFieldErrors(
        {
          modal: ["Taken", "for this plant"],
          plant: "Choose one.",
          vendor: { key: "x", message: "Digits only." },
        },
        { material: "KDU1" },
        formFields,
      ),
    ).toEqual([
      ["modal", "Taken for this plant"],
      ["plant", "Choose one."],
      ["vendor", "Digits only."],
    ]);
  });

  it("leaves to Refine the fields that were sent, and drops fields the form does not have or empty messages", () => {
    expect(
      unsentFieldErrors(
        { material: ["Too long"], totalLeadTime: ["Over 999"], modal: [], plant: true },
        { material: "K" },
        formFields,
      ),
    ).toEqual([]);
    expect(unsentFieldErrors(undefined, {}, formFields)).toEqual([]);
    expect(unsentFieldErrors("Refused", {}, formFields)).toEqual([]);
  });
});
