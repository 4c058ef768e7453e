import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@mui/material/styles";
import { I18nextProvider } from "react-i18next";
import { readSheet } from "read-excel-file/web-worker";
import type { SheetChecker } from "../../src/crud/excel-in/check-sheet-file";
import { ExcelDropZone, type ExcelDropZoneProps } from "../../src/crud/excel-in/excel-drop-zone";
import { readBytes } from "../../src/crud/excel-in/read-bytes";
import { createI18nWithAllLanguages } from "../../src/i18n/all-languages";
import type { Language } from "../../src/i18n";
import { buildTheme } from "../../src/theme/themes";
import { day, templateColumns, templateHeaders, xlsxFile } from "../xlsx-fixtures";

// jsdom has no Web Worker: ExcelDropZone reads and checks the picked files on this thread, with the same
// code the worker runs (check-sheet-file.ts), so what is asserted below is the real check of real .xlsx files.

function renderZone(props: Partial<ExcelDropZoneProps> = {}, language: Language = "en-US") {
  const i18n = createI18nWithAllLanguages(language);
  const onAccepted = vi.fn<ExcelDropZoneProps["onAccepted"]>();
  const onCleared = vi.fn();
  // A person can pick "All files" in the dialog: the input's accept filter is no guarantee.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={buildTheme("light", language)}>
        <ExcelDropZone
          columns={templateColumns}
          maxMb={20}
          onAccepted={onAccepted}
          onCleared={onCleared}
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  const input = screen.getByTestId("excel-file-input") as HTMLInputElement;
  const pick = (file: File) => user.upload(input, file);
  return { user, input, pick, onAccepted, onCleared };
}

const goodSheet = () =>
  xlsxFile([
    templateHeaders,
    ["MAT-1", "BR10", 12, day("2026-12-01"), "urgent"],
    ["MAT-2", "BR20", 3.5, day("2026-12-02"), null],
  ]);

/** The verdict is said in the polite live region. */
async function findVerdict(text: string | RegExp) {
  const verdict = await screen.findByText(text, {}, { timeout: 10_000 });
  expect(verdict.closest('[aria-live="polite"]')).not.toBeNull();
  return verdict;
}

describe("ExcelDropZone: one .xlsx, checked in the browser before anything is sent", () => {
  beforeAll(() => {
    URL.createObjectURL = vi.fn(() => "blob:error-sheet");
    URL.revokeObjectURL = vi.fn();
  });

  it("offers a keyboard-reachable picker that states the limits", async () => {
    const { user } = renderZone();
    await user.tab();
    const choose = screen.getByRole("button", { name: "Choose file" });
    expect(choose).toHaveFocus();
    expect(choose).toHaveAccessibleDescription("Only .xlsx, one file, at most 20 MB");
    expect(screen.getByRole("group", { name: "Excel file" })).toBeInTheDocument();
    expect(screen.getByTestId("excel-file-input")).toHaveAttribute(
      "accept",
      expect.stringContaining(".xlsx"),
    );
  });

  it("checks a picked sheet, then shows its row count and first rows, and hands it to the page", async () => {
    const { pick, onAccepted } = renderZone();
    const file = await goodSheet();
    await pick(file);
    await findVerdict('"capability.xlsx" passed the check: 2 rows, ready to send.');
    const preview = screen.getByRole("region", { name: 'Preview of "capability.xlsx": 2 of 2 rows' });
    const headers = within(preview)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Row", ...templateHeaders]);
    const firstLine = within(preview).getAllByRole("row")[1];
    expect(
      within(firstLine)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["MAT-1", "BR10", "12", "12/01/2026", "urgent"]);
    expect(within(firstLine).getByRole("rowheader")).toHaveTextContent("2");
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(onAccepted.mock.calls[0][0]).toBe(file);
    expect(onAccepted.mock.calls[0][1]).toMatchObject({ rowCount: 2, problemCount: 0 });
  });

  it("refuses a CSV, an old .xls, a text renamed to .xlsx and a password-protected .xlsx, saying why, and sends nothing", async () => {
    const { pick, onAccepted } = renderZone();
    await pick(new File(["Material;Plant"], "stock.csv", { type: "text/csv" }));
    await findVerdict(/^"stock\.csv" is a CSV text file: open it in Excel and save it as \.xlsx/);
    await pick(
      new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0])], "stock.xls", {
        type: "application/vnd.ms-excel",
      }),
    );
    await findVerdict(/^"stock\.xls" is in the old Excel 97–2003 format \(\.xls\)/);
    await pick(new File(["Material;Plant"], "renamed.xlsx"));
    await findVerdict('"renamed.xlsx" is named .xlsx, but its content is not an Excel workbook.');
    const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
    await pick(new File([Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, ...utf16("EncryptedPackage")])], "locked.xlsx"));
    await findVerdict(/^"locked\.xlsx" is protected with a password or encrypted/);
    expect(onAccepted).not.toHaveBeenCalled();
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("refuses two files dropped at once, and keeps the file accepted before", async () => {
    const { pick, onAccepted } = renderZone();
    await pick(await goodSheet());
    await findVerdict(/passed the check/);
    const zone = screen.getByRole("group", { name: "Excel file" });
    fireEvent.dragEnter(zone);
    expect(zone).toHaveAttribute("data-dragging", "true");
    expect(screen.getByText("Drop the file to check it.")).toBeInTheDocument();
    const files = [await goodSheet(), await goodSheet()];
    fireEvent.drop(zone, { dataTransfer: { files } });
    await findVerdict("2 files were dropped: send one file at a time.");
    expect(zone).not.toHaveAttribute("data-dragging");
    // Nothing already shown is lost: the accepted file, its preview, and it is still the one to send.
    expect(
      screen.getByText('Still selected: "capability.xlsx" (2 rows), which passed the check.'),
    ).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /^Preview of "capability\.xlsx"/ })).toBeInTheDocument();
    expect(onAccepted).toHaveBeenCalledTimes(1);
  });

  it("lists the problems of a sheet by row and column, the first 200, and downloads every one", async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { pick, user, onAccepted } = renderZone();
    const rows: unknown[][] = [["Material", "Plant", "Need date", "Quantity", "Comment"]];
    for (let index = 1; index <= 250; index += 1) rows.push([`MAT-${index}`, "BR10", "soon", 1, null]);
    await pick(await xlsxFile(rows as never, "plan.xlsx"));
    await findVerdict('"plan.xlsx" has 252 problems: nothing can be sent until they are fixed.');
    expect(onAccepted).not.toHaveBeenCalled();

    const list = screen.getByRole("region", { name: "Problems found: 252" });
    // Queried by tag: role queries over 200 lines of cells are slow in jsdom, and the roles are checked below.
    const lines = [...list.querySelectorAll<HTMLElement>("tbody tr")];
    expect(lines).toHaveLength(200);
    const text = (line: HTMLElement) =>
      within(line)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(text(lines[0])).toEqual([
      "1",
      "D",
      "Quantity",
      'The header "Quantity" is out of place: expected in column C, found in column D.',
      "",
    ]);
    expect(text(lines[2])).toEqual(["2", "C", "Need date", "Expected a date.", "soon"]);
    expect(screen.getByText("…and 52 more problems, listed in the error sheet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download error sheet" }));
    await waitFor(() => expect(clicks).toHaveLength(1), { timeout: 10_000 });
    expect(clicks[0].download).toMatch(/^plan problems-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    const listed = await readSheet(await readBytes(sheet));
    expect(listed).toHaveLength(1 + 252);
    expect(listed.at(-1)).toEqual([251, "C", "Need date", "Expected a date.", "soon"]);
  });

  it("shows progress while it checks, and Cancel brings back what was shown before", async () => {
    let seen: AbortSignal | undefined;
    // A check that ends only when cancelled: long enough to see it under way.
    const check: SheetChecker = (_file, _columns, signal) =>
      new Promise((_resolve, reject) => {
        seen = signal;
        signal.addEventListener("abort", () => reject(signal.reason), { once: true });
      });
    const { pick, user } = renderZone({ check });
    await pick(new File(["Material;Plant"], "stock.csv", { type: "text/csv" }));
    await findVerdict(/^"stock\.csv" is a CSV text file/);

    await pick(await goodSheet());
    await findVerdict('Checking "capability.xlsx"…');
    expect(screen.getByRole("progressbar", { name: "Checking the file" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(seen?.aborted).toBe(true);
    await findVerdict(/^"stock\.csv" is a CSV text file/);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("checks nothing while disabled, and says why", async () => {
    const { onAccepted } = renderZone({ disabled: true, disabledReason: "Waiting: Processing in progress" });
    const choose = screen.getByRole("button", { name: "Choose file" });
    expect(choose).toBeDisabled();
    expect(choose).toHaveAccessibleDescription(
      "Only .xlsx, one file, at most 20 MB Waiting: Processing in progress",
    );
    fireEvent.drop(screen.getByRole("group", { name: "Excel file" }), {
      dataTransfer: { files: [await goodSheet()] },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/Checking/)).toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });

  it("keeps the accepted file the one to send while another is offered and refused, until it is removed", async () => {
    const { pick, onAccepted, onCleared } = renderZone();
    await pick(await goodSheet());
    await findVerdict(/passed the check/);
    await pick(new File(["Material;Plant"], "renamed.xlsx"));
    await findVerdict('"renamed.xlsx" is named .xlsx, but its content is not an Excel workbook.');
    const utf16 = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);
    await pick(new File([Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, ...utf16("EncryptedPackage")])], "locked.xlsx"));
    await findVerdict(/^"locked\.xlsx" is protected with a password or encrypted/);
    // Bad input loses nothing: the file that passed is still the page's, and the zone says so.
    expect(onCleared).not.toHaveBeenCalled();
    expect(onAccepted).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("excel-kept")).toHaveTextContent('Still selected: "capability.xlsx" (2 rows), which passed the check.');
  });

  it("removes the accepted file on request", async () => {
    const { pick, user, onCleared } = renderZone();
    await pick(await goodSheet());
    await findVerdict(/passed the check/);
    await user.click(screen.getByRole("button", { name: 'Remove "capability.xlsx"' }));
    expect(onCleared).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("region")).toBeNull();
    expect(screen.queryByText(/passed the check/)).toBeNull();
  });

  it("speaks Portuguese", async () => {
    const { pick } = renderZone({}, "pt-BR");
    expect(screen.getByRole("button", { name: "Escolher arquivo" })).toHaveAccessibleDescription(
      "Somente .xlsx, um arquivo, no máximo 20 MB",
    );
    await pick(
      await xlsxFile([templateHeaders, ["MAT-1", "BR1", 12, day("2026-12-01"), null]], "plano.xlsx"),
    );
    await findVerdict('"plano.xlsx" tem 1 problema: nada pode ser enviado até que seja corrigido.');
    const list = screen.getByRole("region", { name: "Problemas encontrados: 1" });
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Linha", "Coluna", "Cabeçalho", "Problema", "Valor"]);
    expect(within(list).getByText("Esperado um código de planta: 4 letras ou dígitos.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Baixar planilha de erros" })).toBeInTheDocument();
  });
});
