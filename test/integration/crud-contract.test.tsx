import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import enUS from "../../src/i18n/locales/en-US.json";
import { registry } from "../../src/app/registry";

const { resources } = registry;
import type { FieldDefinition } from "../../src/registry/fields";
import { isListed } from "../../src/registry/fields";
import { resourceNames } from "../../src/domain/resource-names";
import { db, server } from "../msw-server";
import { withReadSideFields } from "../../src/demo/views";
import { screenAt } from "../../src/demo/screens";
import { rowsWithHistory, rowWithHistory } from "../../src/demo/history";
import { currentPath, signInAs } from "../render-with-refine";

type Labels = Record<string, { fields: Record<string, string> }>;
const labels = (enUS as unknown as { resources: Labels }).resources;
const label = (resource: string, field: string) => labels[resource].fields[field];

// Screens whose list is a page of their own (a result with its KPIs) hold computed rows: their own tests cover them,
// as the exception inbox's (items computed per caller) does.
const crudResources = resources.filter((resource) => resource.fields && !resource.pages?.list && resource.name !== "inbox");

type Resource = (typeof resources)[number];
/** Where the demo backend keeps a resource's rows: EFA ones in their namespace, under their API path. */
const collectionOf = (resource: Resource) => {
  const namespace = resource.dataProvider === "apiEfa" ? "efa" : "api";
  const path = resource.apiPath ?? resource.name;
  // A screen over another collection's rows (Trade compliance over the priority shipments) reads that one.
  return [screenAt(namespace, path)?.collection ?? path, namespace] as const;
};
// A log reads its stored entries and its computed history as one list (src/demo/history.ts).
const rowsOf = (resource: Resource) => rowsWithHistory(db, ...collectionOf(resource));
const rowOf = (resource: Resource, id: number) => rowWithHistory(db, collectionOf(resource)[0], id, collectionOf(resource)[1]);
/** The first text field a person can type "Edited value" into: no pattern, room for the text. */
const freeText = (field: FieldDefinition) =>
  (field.type === "text" || field.type === "multiline") &&
  !field.lockedOnEdit &&
  !field.readOnly &&
  !field.pattern &&
  (field.maxLength ?? Infinity) >= "Edited value".length;

/** Requests that went over the wire in this test, method and path. */
function recordRequests() {
  const seen: { method: string; path: string; body?: unknown }[] = [];
  server.events.on("request:start", async ({ request }) => {
    const path = new URL(request.url).pathname.replace(/^\/api(-efa)?/, "");
    const body = ["POST", "PATCH", "PUT"].includes(request.method) ? await request.clone().json().catch(() => undefined) : undefined;
    seen.push({ method: request.method, path, body });
  });
  return seen;
}

/** A valid value for a field, typed the way a person would. */
async function fill(user: UserEvent, resource: string, field: FieldDefinition, suffix: string) {
  const name = label(resource, field.name);
  switch (field.type) {
    case "boolean":
      return;
    case "enum":
    case "status":
    case "reference": {
      await user.click(screen.getByLabelText(labelled(name)));
      // The middle option: a combination the seed does not hold already (unique keys such as profile + resource).
      const options = (await screen.findAllByRole("option")).filter((o) => o.textContent !== "—");
      await user.click(options[Math.floor(options.length / 2)]);
      return;
    }
    case "number":
    case "file-size":
    case "duration-days": {
      const input = screen.getByLabelText(labelled(name));
      await user.clear(input);
      await user.type(input, String(field.min ?? 1));
      return;
    }
    case "date": {
      // MUI X's date field, typed section by section: month, day, year.
      const input = await screen.findByLabelText(labelled(name));
      await user.click(input);
      await user.keyboard("{Control>}a{/Control}{Backspace}");
      await user.keyboard("12012026");
      return;
    }
    case "datetime": {
      // MUI X's picker field, typed section by section as a person does: month, day, year, hour, minute, AM/PM.
      const input = await screen.findByLabelText(labelled(name));
      await user.click(input);
      await user.keyboard("{Control>}a{/Control}{Backspace}");
      await user.keyboard("120120261030A");
      return;
    }
    case "secret": {
      const input = screen.getByLabelText(labelled(name));
      await user.clear(input);
      await user.type(input, `S3cret-${suffix}`);
      return;
    }
    default: {
      const input = screen.getByLabelText(labelled(name));
      await user.clear(input);
      // A field with a format takes a value of it the server also accepts (a vendor with a transit time).
      const sample = field.pattern ? PATTERN_SAMPLES[field.pattern.messageKey] : undefined;
      await user.type(input, sample ?? `T${suffix}`.slice(0, field.maxLength ?? 40));
    }
  }
}

/** Values of the formats fields may have, by the key of their message; the vendor ships by sea, the middle modal. */
const PATTERN_SAMPLES: Readonly<Record<string, string>> = {
  "validation.vendor": "100045",
  "validation.code3": "B01",
  "validation.countryCode": "BR",
};

/** A field's label, alone or with the required mark: "Vendor" is not "Vendor description". */
const labelled = (name: string) => new RegExp(`^${escape(name)}(\\s*\\*)?$`);

const saveButton = () => screen.getByText("Save", { selector: "button" });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe.each(crudResources.map((r) => [r.name, r] as const))("contract of %s", (name, resource) => {
  afterEach(() => server.events.removeAllListeners());

  it("lists with translated headers, the total, and a row per record", async () => {
    await signInAs("admin", `/${name}`);
    const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
    const headers = [...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent);
    const hidden = new Set(resource.list?.hiddenColumns ?? []);
    for (const field of (resource.fields ?? []).filter(isListed)) {
      if (hidden.has(field.name)) expect(headers).not.toContain(label(name, field.name));
      else expect(headers).toContain(label(name, field.name));
    }
    // A list with quick filters opens on its default one (the open shipments), with what it selects.
    const quick = resource.list?.quickFilters;
    const opening = quick?.options.find((option) => option.key === quick.defaultKey)?.filters ?? [];
    // Compared with the rows as the server reads them: some quick filters select on what it computes (arrived).
    const stored = withReadSideFields(db, ...collectionOf(resource), rowsOf(resource)).filter((row) =>
      opening.every((filter) => "field" in filter && filter.operator === "eq" && String(row[filter.field]) === filter.value),
    ).length;
    await waitFor(() => expect(screen.getByTestId("list-total")).toHaveTextContent(`${stored.toLocaleString("en-US")} record`));
    await waitFor(() => expect(grid.querySelectorAll('[role="row"]').length).toBe(Math.min(stored, 10) + 1));
  });

  if (resource.actions.includes("create")) {
    it("creates a record through the form", async () => {
      // Every profile is granted every screen in the seed: the middle resource, which the form picks, is freed.
      if (name === "user-profile-resource") {
        const middle = resourceNames[Math.floor(resourceNames.length / 2)];
        await db.write((tx) => {
          for (const row of tx.list(name)) if (row.resource === middle) tx.remove(name, row.id);
        });
      }
      const requests = recordRequests();
      const { user } = await signInAs("admin", `/${name}/create`);
      await screen.findByRole("heading", { name: new RegExp("^Create") }, { timeout: 8000 });
      const before = rowsOf(resource).length;
      // A long form (a priority shipment's thirty fields) is filled at its required fields, as a person creating
      // a line does; typing every field would take jsdom longer than the test may run.
      const editable = (resource.fields ?? []).filter((f) => !f.readOnly);
      const typed = editable.length > 15 ? editable.filter((f) => f.required) : editable;
      for (const field of typed) await fill(user, name, field, "new1");
      await user.click(saveButton());
      await waitFor(() => expect(rowsOf(resource).length).toBe(before + 1), { timeout: 8000 });
      const post = requests.find((r) => r.method === "POST" && r.path === `/${name}`);
      expect(post?.body).toBeDefined();
      await waitFor(() => expect(currentPath()).toMatch(new RegExp(`^/${escape(name)}/show/\\d+$`)));
    });
  }

  if (resource.actions.includes("edit")) {
    it("edits a record and sends a PATCH", async () => {
      const requests = recordRequests();
      // A parameter the app reads (filterDays first) takes only its own values: a free-text one is edited.
      const first = name === "parameter-system" ? rowsOf(resource).find((row) => row.name === "supportMailbox")! : rowsOf(resource)[0];
      const { user } = await signInAs("admin", `/${name}/edit/${first.id}`);
      await screen.findByRole("heading", { name: new RegExp("^Edit") }, { timeout: 8000 });
      const text = (resource.fields ?? []).find(freeText);
      if (text) {
        const input = await screen.findByLabelText(new RegExp(`^${escape(label(name, text.name))}`));
        await waitFor(() => expect(input).not.toHaveValue(""));
        await user.clear(input);
        await user.type(input, "Edited value");
        await user.click(saveButton());
        await waitFor(() => expect(rowOf(resource, first.id)?.[text.name]).toBe("Edited value"), { timeout: 8000 });
      } else {
        // A record of flags only (profile resources): flip the first one.
        const flag = (resource.fields ?? []).find((f) => f.type === "boolean")!;
        const box = await screen.findByLabelText(label(name, flag.name));
        const before = Boolean(first[flag.name]);
        await waitFor(() => expect((box as HTMLInputElement).checked).toBe(before));
        await user.click(box);
        await user.click(saveButton());
        await waitFor(() => expect(rowOf(resource, first.id)?.[flag.name]).toBe(!before), { timeout: 8000 });
      }
      const path = `/${resource.apiPath ?? name}/${first.id}`;
      expect(requests.some((r) => r.method === "PATCH" && r.path === path)).toBe(true);
    });
  }

  if (resource.canDelete) {
    it("deletes after the confirmation", async () => {
      // Every seeded profile has users, which keep it (rules/dependents.ts): one nobody has comes first.
      if (name === "users-profile")
        await db.write((tx) => tx.insert(name, { name: "Unused", resource: "main", idmGroup: "SCM Unused", accessLevel: -1, isadmin: false }));
      const { user } = await signInAs("admin", `/${name}`);
      const grid = await screen.findByRole("grid", {}, { timeout: 8000 });
      const before = rowsOf(resource).length;
      // ByRole queries walk the whole grid on every poll and crawl in jsdom; labels are as telling here.
      await waitFor(() => expect(within(grid).getAllByLabelText("Delete")[0]).toBeEnabled(), { timeout: 8000 });
      await user.click(within(grid).getAllByLabelText("Delete")[0]);
      const dialog = await screen.findByRole("dialog");
      expect(within(dialog).getByText("Do you want to delete this item?")).toBeInTheDocument();
      expect(within(dialog).getByText("To delete the item click Confirm")).toBeInTheDocument();
      // The safe choice has the focus.
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus());
      await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
      await waitFor(() => expect(rowsOf(resource).length).toBe(before - 1), { timeout: 8000 });
    });
  }
});
