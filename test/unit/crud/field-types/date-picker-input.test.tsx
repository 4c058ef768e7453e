import { useState } from "react";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import DatePickerInput, { INVALID_DATE } from "../../../../src/crud/field-types/date-picker-input";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";

/** The picker as a form holds it: the stored text, and what it last reported. */
function Held({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePickerInput kind="date" value={value} onChange={setValue} common={{ label: "ETA", id: "eta" }} />
      <output data-testid="stored">{value}</output>
    </>
  );
}

describe("DatePickerInput", () => {
  it("keeps the other parts of a date when one is deleted to be typed again", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <I18nextProvider i18n={createI18nWithAllLanguages("pt-BR")}>
        <Held initial="2025-03-05" />
      </I18nextProvider>,
    );
    const input = await screen.findByRole("textbox", { name: "ETA" });
    expect(input).toHaveValue("05/03/2025");
    await user.click(input);
    await user.keyboard("{Home}{Backspace}");
    expect(screen.getByTestId("stored")).toHaveTextContent(INVALID_DATE);
    expect(input).toHaveValue("DD/03/2025");
    await user.keyboard("07");
    expect(screen.getByTestId("stored")).toHaveTextContent("2025-03-07");
    expect(input).toHaveValue("07/03/2025");
  });
});
