import { act, screen, waitFor, within } from "@testing-library/react";
import { isAllowed } from "../../src/access/enforcer";
import { sessionStore } from "../../src/auth/session-store";
import { registry } from "../../src/app/registry";
import { signInAs } from "../render-with-refine";

/** Opens every group of the main menu, nested ones included, until none is left closed. */
async function openEveryGroup(user: { click(element: Element): Promise<void> }, menu: HTMLElement) {
  for (;;) {
    const closed = within(menu).queryAllByRole("button", { expanded: false });
    if (closed.length === 0) return;
    await user.click(closed[0]);
  }
}

describe("the main menu", () => {
  it.each(["admin", "planner", "viewer"])(
    "lists every page %s may open, each under its group, and nothing else",
    async (account) => {
      const { user, unmount } = await signInAs(account);
      const subject = localStorage.getItem("profileName") ?? "";
      const policy = sessionStore.policy() ?? "";
      const withList = registry.resources.filter((resource) => registry.pageFor(resource, "list"));
      const allowed = await Promise.all(
        withList.map((resource) => isAllowed(policy, subject, resource.name, "list")),
      );
      const menu = screen.getByRole("navigation", { name: "Main menu" });
      await waitFor(() => expect(within(menu).getAllByRole("link").length).toBeGreaterThan(0), { timeout: 8000 });
      await openEveryGroup(user, menu);
      const hrefs = within(menu)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href"));
      const expected = withList.filter((_, index) => allowed[index]).map((resource) => `/${resource.name}`);
      expect(expected.length).toBeGreaterThan(1);
      expect([...hrefs].sort()).toEqual([...expected].sort());
      // No group is left that opens to nothing.
      for (const group of within(menu).queryAllByRole("button", { expanded: true }))
        expect(group.closest("li")?.querySelector("a")).not.toBeNull();
      unmount();
    },
  );
});

/** Each link of the menu as "Group › Subgroup › Label → /route", in the order the menu shows them. */
function menuPaths(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole("link")
    .map((link) => {
      const groups: string[] = [];
      let item = link.closest("li")?.parentElement?.closest("li");
      while (item && menu.contains(item)) {
        const button = item.querySelector(":scope > [role='button'], :scope > button, :scope > div > [role='button']");
        if (button?.textContent) groups.unshift(button.textContent.trim());
        item = item.parentElement?.closest("li");
      }
      return `${[...groups, link.textContent?.trim() ?? ""].join(" › ")} → ${link.getAttribute("href")}`;
    });
}

/** SPEC §2's menu tree, word for word where the SPEC names a label, in its order; the same tree in Portuguese. */
const SPEC_MENU: Record<"en-US" | "pt-BR", string[]> = {
  "en-US": [
    "Home → /main",
    // Not SPEC §2's: the exception inbox, a route of our own under Home (DESIGN §9).
    "Exception Inbox → /inbox",
    "EDB › Material Capability › Data Upload → /edb/upload-of-template-material-capability",
    "EDB › Material Capability › Components Availability → /material-capability/components-availability",
    "EDB › Material Capability › Upload of Template → /material-capability/upload-of-template",
    "EDB › Material Capability › Download Result → /material-capability/download-result",
    "EDB › CTB › Data Upload → /ctb/ctb_upload",
    "EDB › CTB › Download Result → /ctb/ctb_result",
    "EDB › Priority Shipments › Inbound → /edb/priority-shipments",
    "EDB › Priority Shipments › Trade Compliance → /edb/trade-compliance",
    "EDB › Priority Shipments › Display → /edb/priority-shipments-display",
    "EDB › Transport Tracking › Dashboard → /edb/transport-tracking-home",
    "EDB › Transport Tracking › Shipments → /edb/transport-tracking-shipments",
    "EDB › Transport Tracking › Logs → /edb/transport-tracking-shipments-log",
    "EDB › Transport Tracking › Partners → /edb/edb-partner",
    "EDB › Lead Time Maintenance → /edb/lead-time-maintenance",
    "EDB › Logs › Robot Process Log → /edb/robot-process-log",
    "EFA › Robot Process Log → /efa/robot-process-log",
    "EFA › Upload of Template → /efa/upload-of-template",
    "EFA › Components Availability → /efa/components-availability",
    "EFA › Download Result → /efa/download-result",
    "EFA › Reports → /efa/reports",
    "Maintenance › EDB Transport Tracking › Schedule Downloads → /transport-tracking/robot-schedule-config",
    "Maintenance › EDB Transport Tracking › Transport Tracking Parameters → /transport-tracking/parameter-transport-tracking",
    "Maintenance › EDB Material Capability › Orders Book Calculation Rules → /edb/sys-roles",
    "Maintenance › EDB Material Capability › Robot Schedule → /edb/robot-schedule-config",
    "Maintenance › EDB Material Capability › Configurable Template → /edb/configurable-template",
    "Maintenance › EDB Material Capability › Products Configuration → /edb/edb-products-configuration",
    "Maintenance › EDB CTB › Robot Schedule → /ctb/robot-schedule-config",
    "Maintenance › EDB CTB › Configurable Template → /ctb/configurable-template",
    "Maintenance › EDB General › MRP Controllers → /edb/edb-mrp-controller",
    "Maintenance › EDB General › Transit Time → /edb/edb-transit-time",
    "Maintenance › EDB General › Country List → /edb/country-list",
    "Maintenance › EFA Material Capability › Robot Schedule → /efa/robot-schedule-config",
    "Maintenance › EFA Material Capability › Master Data → /efa/master-data",
    "Maintenance › EFA Material Capability › Configurable Template → /efa/configurable-template",
    "Maintenance › System › Informative Notices → /informative",
    "Maintenance › System › Users Profile → /users-profile",
    "Maintenance › System › SAP Impersonate Users → /sap-impersonate-users",
    "Maintenance › System › Profile Resources → /user-profile-resource",
    "Maintenance › System › Parameter System → /parameter-system",
    "Maintenance › System › SAP Transactions → /robot-pipeline",
  ],
  "pt-BR": [
    "Início → /main",
    "Caixa de Exceções → /inbox",
    "EDB › Capacidade de Materiais › Upload de Dados → /edb/upload-of-template-material-capability",
    "EDB › Capacidade de Materiais › Disponibilidade de Componentes → /material-capability/components-availability",
    "EDB › Capacidade de Materiais › Upload de Template → /material-capability/upload-of-template",
    "EDB › Capacidade de Materiais › Download do Resultado → /material-capability/download-result",
    "EDB › CTB › Upload de Dados → /ctb/ctb_upload",
    "EDB › CTB › Download do Resultado → /ctb/ctb_result",
    "EDB › Embarques Prioritários › Inbound → /edb/priority-shipments",
    "EDB › Embarques Prioritários › Trade Compliance → /edb/trade-compliance",
    "EDB › Embarques Prioritários › Painel da Reunião → /edb/priority-shipments-display",
    "EDB › Rastreamento de Transporte › Painel → /edb/transport-tracking-home",
    "EDB › Rastreamento de Transporte › Embarques → /edb/transport-tracking-shipments",
    "EDB › Rastreamento de Transporte › Logs → /edb/transport-tracking-shipments-log",
    "EDB › Rastreamento de Transporte › Parceiros → /edb/edb-partner",
    "EDB › Manutenção de Lead Time → /edb/lead-time-maintenance",
    "EDB › Logs › Log de Processos do Robô → /edb/robot-process-log",
    "EFA › Log de Processos do Robô → /efa/robot-process-log",
    "EFA › Upload de Template → /efa/upload-of-template",
    "EFA › Disponibilidade de Componentes → /efa/components-availability",
    "EFA › Download do Resultado → /efa/download-result",
    "EFA › Relatórios → /efa/reports",
    "Manutenção › EDB Rastreamento de Transporte › Agendamento de Downloads → /transport-tracking/robot-schedule-config",
    "Manutenção › EDB Rastreamento de Transporte › Parâmetros de Rastreamento → /transport-tracking/parameter-transport-tracking",
    "Manutenção › EDB Capacidade de Materiais › Regras de Cálculo do Livro de Pedidos → /edb/sys-roles",
    "Manutenção › EDB Capacidade de Materiais › Agendamento de Robôs → /edb/robot-schedule-config",
    "Manutenção › EDB Capacidade de Materiais › Template Configurável → /edb/configurable-template",
    "Manutenção › EDB Capacidade de Materiais › Configuração de Produtos → /edb/edb-products-configuration",
    "Manutenção › EDB CTB › Agendamento de Robôs → /ctb/robot-schedule-config",
    "Manutenção › EDB CTB › Template Configurável → /ctb/configurable-template",
    "Manutenção › EDB Geral › Planejadores MRP → /edb/edb-mrp-controller",
    "Manutenção › EDB Geral › Tempo de Trânsito → /edb/edb-transit-time",
    "Manutenção › EDB Geral › Lista de Países → /edb/country-list",
    "Manutenção › EFA Capacidade de Materiais › Agendamento de Robôs → /efa/robot-schedule-config",
    "Manutenção › EFA Capacidade de Materiais › Dados Mestres → /efa/master-data",
    "Manutenção › EFA Capacidade de Materiais › Template Configurável → /efa/configurable-template",
    "Manutenção › Sistema › Informativos → /informative",
    "Manutenção › Sistema › Perfis de Usuário → /users-profile",
    "Manutenção › Sistema › Usuários SAP (Impersonate) → /sap-impersonate-users",
    "Manutenção › Sistema › Recursos do Perfil → /user-profile-resource",
    "Manutenção › Sistema › Parâmetros do Sistema → /parameter-system",
    "Manutenção › Sistema › Transações SAP → /robot-pipeline",
  ],
};

describe("the menu against SPEC §2", () => {
  it.each(["en-US", "pt-BR"] as const)("shows every leaf under its group, in SPEC's order (%s)", async (language) => {
    const { user, unmount } = await signInAs("admin", "/main", language);
    const menu = screen.getByRole("navigation", { name: language === "en-US" ? "Main menu" : "Menu principal" });
    await waitFor(() => expect(within(menu).getAllByRole("link").length).toBeGreaterThan(0), { timeout: 8000 });
    await openEveryGroup(user, menu);
    const paths = menuPaths(menu);
    expect(paths).toEqual(SPEC_MENU[language]);
    unmount();
  });
});

describe("the menu on a tab's first page", () => {
  const waiting: IdleRequestCallback[] = [];
  beforeEach(() => {
    waiting.length = 0;
    // A browser that has not had a moment to spare yet: nothing runs until the test says so.
    window.requestIdleCallback = (callback: IdleRequestCallback) => waiting.push(callback);
    window.cancelIdleCallback = () => undefined;
  });
  // The cancel stays: React runs the unmounted layout's clean-ups after the test; without a
  // requestIdleCallback the hook waits on a timer and never calls it.
  afterEach(() => Reflect.deleteProperty(window, "requestIdleCallback"));

  it("has its landmark and title at once, and its entries when the browser first has a moment to spare", async () => {
    const { unmount } = await signInAs("admin", "/parameter-system");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    // The page is up, its rows in.
    await screen.findByRole("gridcell", { name: "customsHandlingDays" }, { timeout: 8000 });
    expect(within(menu).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getAllByText("Supply Chain Management").length).toBeGreaterThan(0);
    act(() => {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
    });
    expect(within(menu).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/main");
    unmount();
  });
});
