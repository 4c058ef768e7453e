import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { LineChanges, type Comparison } from "../../../../src/crud/uploads/line-changes";
import { createI18nWithAllLanguages } from "../../../../src/i18n/all-languages";
import type { Language } from "../../../../src/i18n";

const comparison: Comparison = {
  state: "done",
  previous: {
    id: 3,
    filename: "week-47.xlsx",
    size: 2048,
    rows: 12000,
    updateDate: "2026-11-20T13:00:00.000Z",
    username: "PLANNER",
  },
  diff: {
    added: 12000,
    removed: 1500,
    changed: 2,
    unchanged: 40000,
    examples: {
      added: [],
      removed: [],
      changed: [
        {
          key: "SO 4100234/10 · KDU561074/1",
          fields: [
            { header: "Quantity", before: 10.5, after: 1250.25 },
            { header: "Need date", before: "2026-12-01", after: "2026-12-05" },
            { header: "Comment", before: null, after: "2026-W49 rush" },
          ],
        },
      ],
    },
  },
};

function renderIn(language: Language) {
  const i18n = createI18nWithAllLanguages(language);
  render(
    <I18nextProvider i18n={i18n}>
      <LineChanges comparison={comparison} language={language} />
    </I18nextProvider>,
  );
}

describe("the changes since the previous upload", () => {
  it("names the first five lines of each kind and says how many more there are", () => {
    const i18n = createI18nWithAllLanguages("pt-BR");
    const many: Comparison = {
      ...comparison,
      diff: { ...comparison.diff, examples: { ...comparison.diff.examples, added: ["A", "B", "C", "D", "E", "F"], removed: ["R"] } },
    } as Comparison;
    render(
      <I18nextProvider i18n={i18n}>
        <LineChanges comparison={many} language="pt-BR" />
      </I18nextProvider>,
    );
    expect(screen.getByText("Incluídas: A, B, C, D, E …e mais 11.995")).toBeInTheDocument();
    expect(screen.getByText("Removidas: R …e mais 1.499")).toBeInTheDocument();
    // Two lines changed, one of them named.
    expect(screen.getByText("…e mais 1")).toBeInTheDocument();
  });

  it("writes counts, numbers and dates as Portuguese does", () => {
    renderIn("pt-BR");
    expect(
      screen.getByText("12.000 incluídas, 1.500 removidas, 2 alteradas, 40.000 sem mudança."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Quantity: 10,5 → 1.250,25; Need date: 01/12/2026 → 05/12/2026; Comment: — → 2026-W49 rush",
      ),
    ).toBeInTheDocument();
  });

  it("and as English does", () => {
    renderIn("en-US");
    expect(
      screen.getByText(/^12,000 added, 1,500 removed, 2 changed, 40,000 unchanged\.$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Quantity: 10.5 → 1,250.25; Need date: 12/01/2026 → 12/05/2026; Comment: — → 2026-W49 rush",
      ),
    ).toBeInTheDocument();
  });
});
