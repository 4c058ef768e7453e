import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, signInAs } from "../render-with-refine";

const TRANSIT = "edb/edb-transit-time";

/** Holds GET of one record until released; the demo backend then answers as usual. */
function holdRecord(path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${demoUrls.apiUrl}/${path}`, async () => {
      await released;
      // Returning nothing hands the request on to the demo backend's own handler.
      return undefined;
    }),
  );
  return release;
}

describe("the generic edit form", () => {
  it.each([
    ["en-US", "Loading the record…", "Save"],
    ["pt-BR", "Carregando o registro…", "Salvar"],
  ] as const)(
    "stands a status in for the form while the record loads (%s)",
    async (language, loading, save) => {
      const release = holdRecord(`${TRANSIT}/1`);
      await signInAs("admin", `/${TRANSIT}/edit/1`, language);
      const status = (await screen.findByText(loading, {}, { timeout: 8000 })).closest('[role="status"]');
      expect(status).not.toBeNull();
      // No greyed, disabled text on screen: no inputs yet, no disabled Save button.
      expect(document.querySelector("form")).toBeNull();
      expect(screen.queryAllByRole("textbox")).toEqual([]);
      expect(screen.queryByRole("button", { name: save })).toBeNull();
      expect(document.querySelectorAll(".Mui-disabled, [disabled]")).toHaveLength(0);

      release();
      const country = (await screen.findByLabelText(
        /^(Country name|Nome do país)/,
        {},
        { timeout: 8000 },
      )) as HTMLInputElement;
      await waitFor(() => expect(country.value).toBe(String(db.get(TRANSIT, 1)?.country)));
      expect(country).toBeEnabled();
      expect(screen.getByRole("button", { name: save })).toBeEnabled();
      expect(screen.queryByText(loading)).toBeNull();
    },
  );

  it("still warns before leaving with unsaved changes once the record is in", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const { user } = await signInAs("admin", `/${TRANSIT}/edit/1`);
    const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
    await user.type(notes, " Typed by hand.");
    await user.click(screen.getByRole("link", { name: "List" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
    expect(currentPath()).toBe(`/${TRANSIT}/edit/1`);
    expect(notes.value).toContain("Typed by hand.");
  });

  it.each([
    ["stays", false],
    ["leaves", true],
  ] as const)("asks before the browser's Back leaves unsaved typing, and %s as answered", async (_case, agree) => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(agree);
    const { user } = await signInAs("admin", `/${TRANSIT}/show/1`);
    await user.click(await screen.findByRole("link", { name: "Edit" }, { timeout: 8000 }));
    const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
    await user.type(notes, " Typed by hand.");
    act(() => window.history.back());
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes."),
    );
    if (agree) {
      await waitFor(() => expect(currentPath()).toBe(`/${TRANSIT}/show/1`));
    } else {
      // Still on the form, with the typing, and the address is the form's again.
      await waitFor(() => expect(currentPath()).toBe(`/${TRANSIT}/edit/1`));
      expect(screen.getByLabelText(/^Notes/)).toHaveValue(`${String(db.get(TRANSIT, 1)?.obs)} Typed by hand.`);
    }
    confirm.mockRestore();
  });

  it("asks before the tab closes only while there is unsaved typing", async () => {
    const { user } = await signInAs("admin", `/${TRANSIT}/edit/1`);
    const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(notes, " Typed by hand.");
    expect(unload()).toBe(true);
  });

  it("never cuts pasted text: a counter near the limit, and past it a message saying by how much", async () => {
    const { user } = await signInAs("admin", `/${TRANSIT}/edit/1`);
    const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
    const stored = db.get(TRANSIT, 1)?.obs;
    await user.clear(notes);
    await user.click(notes);
    await user.paste("x".repeat(506));
    expect(notes.value).toHaveLength(506);
    const notesField = notes.closest(".MuiFormControl-root") as HTMLElement;
    expect(within(notesField).getByTestId("character-count")).toHaveTextContent("506 of 500 characters");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter at most 500 characters: 6 too many.")).toBeInTheDocument();
    expect(db.get(TRANSIT, 1)?.obs).toBe(stored);
    expect(notes.value).toHaveLength(506);
  });

  it.each([
    ["the form's own checks", "x".repeat(501)],
    ["a server error", "Typed before the server failed."],
  ])("keeps warning before leaving after a save refused by %s", async (_case, typed) => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    server.use(http.patch(`${demoUrls.apiUrl}/${TRANSIT}/1`, () => HttpResponse.json({ message: "Database unavailable" }, { status: 503 })));
    const { user } = await signInAs("admin", `/${TRANSIT}/edit/1`);
    const notes = (await screen.findByLabelText(/^Notes/, {}, { timeout: 8000 })) as HTMLTextAreaElement;
    await waitFor(() => expect(notes.value).toBe(String(db.get(TRANSIT, 1)?.obs)));
    await user.clear(notes);
    await user.click(notes);
    await user.paste(typed);
    await user.click(screen.getByRole("button", { name: "Save" }));
    if (typed.length > 500) await screen.findByText("Enter at most 500 characters: 1 too many.");
    else await screen.findByText("Database unavailable", {}, { timeout: 8000 });
    await user.click(screen.getByRole("link", { name: "List" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to leave? You have unsaved changes.");
    expect(currentPath()).toBe(`/${TRANSIT}/edit/1`);
    expect(notes.value).toBe(typed);
    confirm.mockRestore();
  });
});
