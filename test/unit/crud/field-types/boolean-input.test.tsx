import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { fieldTypes } from "../../../../src/crud/field-types";
import { validateField } from "../../../../src/crud/validation";
import type { Translate } from "../../../../src/i18n/translate";

const common = {
  id: "field-active",
  label: "Active",
  error: true,
  helperText: "This partner is in use.",
  fullWidth: true as const,
  onBlur: () => undefined,
  name: "active",
  inputRef: null,
};

describe("field inputs tie their message to the input", () => {
  it("a yes/no field: its message is the checkbox's description, and it is marked invalid", () => {
    render(
      createElement(fieldTypes.boolean.Input, {
        field: { name: "active", type: "boolean" },
        value: true,
        onChange: () => undefined,
        common,
      }),
    );
    const checkbox = screen.getByRole("checkbox", { name: "Active" });
    expect(checkbox).toHaveAccessibleDescription("This partner is in use.");
    expect(checkbox).toHaveAttribute("aria-invalid", "true");
  });
});

describe("text limits", () => {
  const t = ((key: string, options?: Record<string, unknown>) =>
    `${key}${options ? JSON.stringify(options) : ""}`) as Translate;

  it("never count the spaces around a text, which are not sent", () => {
    expect(validateField({ name: "userName", type: "text", maxLength: 6 }, "ABC123 ", t)).toBeUndefined();
    expect(validateField({ name: "userName", type: "text", maxLength: 6 }, " ABC123\t", t)).toBeUndefined();
    expect(validateField({ name: "userName", type: "text", maxLength: 6 }, "ABC1234", t)).toBe(
      'validation.tooLong{"count":6,"over":1}',
    );
  });
});
