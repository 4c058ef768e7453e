import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import type { RobotProcessLog } from "../../../src/api/contract";
import { JobTimeoutError } from "../../../src/data/operations/jobs";
import { asClause, translateServerMessage, useErrorMessage } from "../../../src/data/server-messages";
import type { Translate } from "../../../src/crud/validation";
import { checkWrite } from "../../../src/demo/rules";
import { createMemoryDemoDb, type Namespace, type Row } from "../../../src/demo/store";
import { createI18nWithAllLanguages } from "../../../src/i18n/all-languages";
import type { Language } from "../../../src/i18n";

const now = new Date("2026-03-14T12:00:00.000Z");

/** The i18n `t` of a language; a missing key is reported through console.error, which fails the test. */
function translator(language: Language): Translate {
  const i18n = createI18nWithAllLanguages(language);
  return (key, values) => i18n.t(key, values);
}
const en = translator("en-US");
const pt = translator("pt-BR");

/** Messages the demo backend's handlers answer outside the write rules (src/demo/handlers/, fault-injection.ts). */
const handlerMessages = [
  "Page not found.",
  "Record not found.",
  "Session expired. Sign in again.",
  "The request body must be a JSON object.",
  "username is required",
  "userId must be a number",
  "notificationId and userId are required",
  "Notification not found.",
  "Access token is empty.",
  "Access token validation failure.",
  "$count is not currently supported.",
  "Injected failure",
  "The change could not be saved; nothing was changed.",
  // Lead time's transit checks that need the transit-time table, and its upload's refusal (handlers/lead-times.ts).
  "There is no transit time for this modal from the vendor's country.",
  "The total lead time cannot be over 999 days.",
  "3 line(s) of the file were refused; nothing was uploaded.",
  "Line 3: This vendor has no transit time. Add it in Maintenance > EDB General > Transit Time.",
  "And 4 more.",
  // Uploads of templates (handlers/template-uploads.ts).
  "The module has no configurable template.",
  "The file is too large.",
  "The file is not an Excel workbook.",
  "Send the file as multipart/form-data.",
  "Send exactly one file.",
  "Only .xlsx files are accepted.",
  "The file does not match the template CTB upload: 3 problems.",
  "The file does not match the template CTB upload: 1 problem.",
];

/** Every message a refused write carries: the general one and each field's. */
const messagesOf = (outcome: ReturnType<typeof checkWrite>): string[] =>
  outcome.ok ? [] : [outcome.message, ...Object.values(outcome.errors ?? {}).flat()];

/** What the demo backend's write rules answer, produced by the rules themselves rather than copied here. */
function ruleMessages(): string[] {
  const db = createMemoryDemoDb(() => now);
  const collections: [string, Namespace][] = [
    ...db.names("api").map((name): [string, Namespace] => [name, "api"]),
    ...db.names("efa").map((name): [string, Namespace] => [name, "efa"]),
  ];
  const found = new Set<string>();
  const add = (outcome: ReturnType<typeof checkWrite>) => messagesOf(outcome).forEach((m) => found.add(m));
  for (const [name, namespace] of collections) {
    const rows = db.list(name, namespace);
    const [first] = rows;
    // Nothing given: the required fields.
    add(checkWrite(name, {}, { rows, now }));
    if (!first) continue;
    // A copy of a stored row: the natural key's duplicate.
    const { id: _id, ...copy } = first;
    add(checkWrite(name, copy, { rows, now }));
    // Each field given a value no check accepts, one at a time.
    for (const field of Object.keys(copy)) {
      for (const wrong of ["not valid!", 99_999_999_999, "X".repeat(70)]) {
        add(checkWrite(name, { [field]: wrong }, { existing: first as Row, rows, now }));
      }
    }
  }
  add(
    checkWrite(
      "edb/sys-roles",
      { whereClauses: [{ column: "plant", operator: "eq", value: "BR10; DROP TABLE" }] },
      {
        existing: db.list("edb/sys-roles")[0],
        rows: db.list("edb/sys-roles"),
        now,
      },
    ),
  );
  add(
    checkWrite(
      "edb/sys-roles",
      { updateClauses: "all" },
      { existing: db.list("edb/sys-roles")[0], rows: [], now },
    ),
  );
  add(
    checkWrite(
      "edb/configurable-template",
      { columns: [] },
      { existing: db.list("edb/configurable-template")[0], rows: [], now },
    ),
  );
  // A save without the columns the calculation reads.
  add(
    checkWrite(
      "edb/configurable-template",
      { columns: [{ header: "Comment", type: "text", required: false, example: "" }] },
      { existing: db.list("edb/configurable-template")[0], rows: [], now },
    ),
  );
  return [...found];
}

describe("translateServerMessage", () => {
  it("gives the SPEC's texts for a duplicate parameter in both languages", () => {
    expect(translateServerMessage("This parameter already exists", en)).toBe("This parameter already exists");
    expect(translateServerMessage("This parameter already exists", pt)).toBe("Este parametro ja existe");
  });

  it("translates the fixed part of the forbidden-word messages and keeps the words", () => {
    expect(translateServerMessage("The filter contains forbidden words such as DROP, ;", pt)).toBe(
      "O filtro contém palavras proibidas como DROP, ;",
    );
    expect(translateServerMessage("The filter contains forbidden words such as DROP, ;", en)).toBe(
      "The filter contains forbidden words such as DROP, ;",
    );
    expect(translateServerMessage("Not allowed word: UNION", pt)).toBe("Palavra não permitida: UNION");
  });

  it("keeps the variable part of the other patterned messages", () => {
    expect(translateServerMessage("Required: parameter, partner", pt)).toBe(
      "Obrigatório: parameter, partner",
    );
    expect(translateServerMessage("Enter a number from 0 to 365.", pt)).toBe("Informe um número de 0 a 365.");
    expect(translateServerMessage("Enter 3 capital letters or digits.", pt)).toBe(
      "Informe 3 letras maiúsculas ou dígitos.",
    );
    expect(translateServerMessage("Enter at most 40 characters.", pt)).toBe(
      "Informe no máximo 40 caracteres.",
    );
    expect(translateServerMessage("whereClauses must be a list", pt)).toBe("whereClauses deve ser uma lista");
  });

  it("shows an unknown message as the server wrote it, and an empty one as empty", () => {
    expect(translateServerMessage("Value rejected by SAP sync rules", pt)).toBe(
      "Value rejected by SAP sync rules",
    );
    expect(translateServerMessage("<b>not markup</b>", pt)).toBe("<b>not markup</b>");
    expect(translateServerMessage("", pt)).toBe("");
  });

  it("translates an upload's refused lines, keeping each line number", () => {
    expect(
      translateServerMessage(
        "2 line(s) of the file were refused; nothing was uploaded.\nLine 3: A lead time cannot be over 999 days.\nLine 9: Something new",
        pt,
      ),
    ).toBe("2 linha(s) do arquivo foram recusadas; nada foi enviado.\nLinha 3: Um lead time não pode passar de 999 dias.\nLinha 9: Something new");
    expect(translateServerMessage("Line 4 (Vendor lead time (days)): A lead time cannot be over 999 days.", pt)).toBe(
      'Linha 4, coluna "Vendor lead time (days)": Um lead time não pode passar de 999 dias.',
    );
    // The options are values, kept as the server wrote them.
    expect(translateServerMessage("Line 2 (Plant): Choose one of: BR10, BR20, BR30.", pt)).toBe(
      'Linha 2, coluna "Plant": Escolha uma destas opções: BR10, BR20, BR30.',
    );
  });

  it("translates a list of messages line by line, leaving unknown lines alone", () => {
    expect(translateServerMessage("This country already exists\nSomething new", pt)).toBe(
      "Este país já existe\nSomething new",
    );
  });

  it("covers every message the demo backend sends: the same text in en-US, a translation in pt-BR", () => {
    const messages = [...handlerMessages, ...ruleMessages()];
    // The rules above produce the duplicates, the required fields, the checks and SPEC §5's words.
    for (const expected of [
      "This parameter already exists",
      "This material already exists in this plant",
      "This robot is already scheduled at this time",
      "Enter the two-letter code of an existing country.",
      "A template needs at least one column, each with a header.",
      "The columns the calculation reads keep their header, type and required mark.",
      "updateClauses must be a list",
    ]) {
      expect(messages).toContain(expected);
    }
    expect(
      messages.some((message) => message.startsWith("The filter contains forbidden words such as ")),
    ).toBe(true);
    expect(messages.some((message) => message.startsWith("Not allowed word: "))).toBe(true);
    expect(messages.some((message) => message.startsWith("Required: "))).toBe(true);
    const untranslated = messages.filter((message) => translateServerMessage(message, pt) === message);
    expect(untranslated).toEqual([]);
    const changedInEnglish = messages.filter((message) => translateServerMessage(message, en) !== message);
    expect(changedInEnglish.map((message) => [message, translateServerMessage(message, en)])).toEqual([]);
  });
});

describe("useErrorMessage", () => {
  const messageIn = (language: Language, error: unknown) => {
    const i18n = createI18nWithAllLanguages(language);
    const { result } = renderHook(() => useErrorMessage(), {
      wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
    });
    return result.current(error);
  };

  it("says a job followed too long in the app's own words, in the page's language", () => {
    const timedOut = new JobTimeoutError({ id: 7, type: "waiting" } as RobotProcessLog, 600_000);
    expect(messageIn("en-US", timedOut)).toBe("The process is taking longer than expected. Check its status in the robot process log later.");
    expect(messageIn("pt-BR", timedOut)).toMatch(/^O processo está demorando mais que o esperado/);
  });

  it("says the server's message, else SPEC's 'error comunication'", () => {
    expect(messageIn("en-US", { statusCode: 404, message: "Record not found." })).toBe("Record not found.");
    expect(messageIn("en-US", new Error("socket hang up"))).toBe("error comunication");
  });
});

describe("asClause: a message inside a sentence of ours", () => {
  it("leaves out the message's own final full stop, and only that", () => {
    expect(asClause("You do not have permission for this action.")).toBe("You do not have permission for this action");
    expect(asClause("error comunication")).toBe("error comunication");
    expect(asClause("Version 2.5 failed. ")).toBe("Version 2.5 failed");
    expect(asClause("Wait…")).toBe("Wait…");
  });
});
