import { describe, expect, it } from "vitest";
import { inTimeZone } from "../../../time-zone";
import { createI18n } from "../../../../src/i18n";
import enUS from "../../../../src/i18n/locales/en-US.json";
import ptBR from "../../../../src/i18n/locales/pt-BR.json";
import { inboxSentence } from "../../../../src/features/inbox/inbox-text";

describe("an inbox item's sentence (DESIGN §9)", () => {
  it("fills the reason with its facts, dates and numbers as each language writes them", () => {
    const i18n = createI18n("en-US", { "en-US": enUS, "pt-BR": ptBR });
    const short = { reason: "short" as const, facts: { orderKey: "WO 1-10", plant: "BR10", quantity: 1200, needDate: "2026-12-01", clearDate: "2026-12-20", daysLate: 19, limiting: "RDH 1" } };
    const en = i18n.getFixedT("en-US");
    const pt = i18n.getFixedT("pt-BR");
    expect(inboxSentence(short, en, "en-US")).toBe(
      "Order WO 1-10 (BR10) needs 1,200 on 12/01/2026: nothing can be built now; clears on 12/20/2026, 19 days late. Limited by RDH 1.",
    );
    expect(inboxSentence(short, pt, "pt-BR")).toBe(
      "A ordem WO 1-10 (BR10) precisa de 1.200 em 01/12/2026: nada pode ser montado agora; libera em 20/12/2026, com 19 dias de atraso. Limitada por RDH 1.",
    );
    const exception = { reason: "exception" as const, facts: { supplier: "DHL", lateDays: 0, eta: "2026-11-27T10:00:00.000Z", exceptionType: "customsHold" } };
    expect(inboxSentence(exception, en, "en-US")).toMatch(/^DHL: held by an exception, .+; expected on 11\/27\/2026\.$/);
    expect(inboxSentence(exception, en, "en-US")).not.toContain("customsHold");
    const overdue = { reason: "waitingCompliance" as const, facts: { material: "RDH 1", eta: "2026-11-20", arrivesIn: -1 } };
    expect(inboxSentence(overdue, en, "en-US")).toBe("RDH 1 was due on 11/20/2026, 1 day ago, and still has no WAM from trade compliance.");
    expect(inboxSentence({ reason: "robotError", facts: { routine: "Download ZMARD", failures: 3 } }, pt, "pt-BR")).toBe(
      "Download ZMARD: as últimas 3 execuções falharam.",
    );
    expect(inboxSentence({ reason: "neverClear", facts: { orderKey: "A", plant: "BR10", quantity: 5, needDate: "2026-12-01", limiting: null } }, en, "en-US")).toContain("Limited by —.");
  });

  it("counts days as each language does, and says in time or today instead of 0 days", () => {
    const i18n = createI18n("en-US", { "en-US": enUS, "pt-BR": ptBR });
    const en = i18n.getFixedT("en-US");
    const pt = i18n.getFixedT("pt-BR");
    const late = { reason: "late" as const, facts: { supplier: "DHL", lateDays: 1, eta: "2026-11-27", exceptionType: null } };
    expect(inboxSentence(late, en, "en-US")).toBe("DHL: 1 day late against its plan; now expected on 11/27/2026.");
    expect(inboxSentence(late, pt, "pt-BR")).toBe("DHL: 1 dia de atraso em relação ao plano; agora previsto para 27/11/2026.");
    const held = { reason: "lateInException" as const, facts: { ...late.facts, exceptionType: "customsHold" } };
    expect(inboxSentence(held, en, "en-US")).toMatch(/, and 1 day late; now expected on 11\/27\/2026\.$/);
    const short = { orderKey: "WO 1-10", plant: "BR10", quantity: 5, needDate: "2026-12-01", clearDate: "2026-11-30", limiting: "RDH 1" };
    expect(inboxSentence({ reason: "short", facts: { ...short, daysLate: 1 } }, en, "en-US")).toContain("clears on 11/30/2026, 1 day late.");
    expect(inboxSentence({ reason: "short", facts: { ...short, daysLate: 0 } }, en, "en-US")).toContain("clears on 11/30/2026, in time.");
    expect(inboxSentence({ reason: "short", facts: { ...short, daysLate: 0 } }, pt, "pt-BR")).toContain("libera em 30/11/2026, a tempo.");
    const today = { reason: "waitingCompliance" as const, facts: { material: "RDH 1", eta: "2026-11-27", arrivesIn: 0 } };
    expect(inboxSentence(today, en, "en-US")).toBe("RDH 1 arrives today, 11/27/2026, without the WAM from trade compliance.");
    expect(inboxSentence(today, pt, "pt-BR")).toBe("RDH 1 chega hoje, 27/11/2026, sem o WAM do trade compliance.");
  });

  describe("in São Paulo, three hours behind UTC", () => {
    inTimeZone();

    it("gives a shipment's ETA on the day it falls on there, as its own screen does", () => {
      const en = createI18n("en-US", { "en-US": enUS, "pt-BR": ptBR }).getFixedT("en-US");
      // 22:30 on the 27th in São Paulo is the 28th in UTC.
      const late = { reason: "late" as const, facts: { supplier: "DHL", lateDays: 2, eta: "2026-11-28T01:30:00.000Z", exceptionType: null } };
      expect(inboxSentence(late, en, "en-US")).toContain("11/27/2026");
      // A date-only ETA is that day wherever it is read.
      const compliance = { reason: "waitingCompliance" as const, facts: { material: "RDH 1", eta: "2026-11-28", arrivesIn: 1 } };
      expect(inboxSentence(compliance, en, "en-US")).toContain("11/28/2026");
    });
  });
});
