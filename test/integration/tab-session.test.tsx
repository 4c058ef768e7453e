import { cleanup, screen, waitFor } from "@testing-library/react";
import { server } from "../msw-server";
import { renderWithRefine, signInAs } from "../render-with-refine";

/** Counts the sign-in sequence's first call: a tab that decides from its own session makes none. */
function countSignIns() {
  let count = 0;
  server.events.on("request:start", ({ request }) => {
    if (request.method === "POST" && request.url.endsWith("/auth/login")) count += 1;
  });
  return () => count;
}

describe("each tab decides access from its own session (SPEC §6, DESIGN §4)", () => {
  afterEach(() => server.events.removeAllListeners());

  it("is untouched when another tab clears the shared keys or signs in as someone else", async () => {
    await signInAs("admin", "/informative");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    cleanup();
    // Another tab: a new one with no cached account clears localStorage (SPEC §4), then the viewer signs in there.
    localStorage.clear();
    localStorage.setItem("profileId", "3");
    localStorage.setItem("profileName", "viewer");
    const signIns = countSignIns();
    renderWithRefine({ route: "/informative" });
    await screen.findByRole("grid", {}, { timeout: 8000 });
    // Still the administrator here: Create is a live link, not the viewer's disabled one.
    expect(await screen.findByRole("link", { name: "Create" })).not.toHaveAttribute("aria-disabled", "true");
    expect(screen.queryByText(/Access denied|do not have permission/)).toBeNull();
    expect(signIns()).toBe(0);
  });

  it.each([
    ["a missing profile", () => sessionStorage.removeItem("scm.profileName")],
    ["a corrupt profile name", () => sessionStorage.setItem("scm.profileName", "Admin<script>")],
    ["a policy that is not this profile's", () => sessionStorage.setItem("scm.policy", "garbage\np, viewer, .*, .*, allow")],
  ])("runs the identity check instead of denying, for %s", async (_case, damage) => {
    await signInAs("admin", "/informative");
    await screen.findByRole("grid", {}, { timeout: 8000 });
    cleanup();
    damage();
    const signIns = countSignIns();
    renderWithRefine({ route: "/informative" });
    await screen.findByRole("grid", {}, { timeout: 10000 });
    expect(await screen.findByRole("link", { name: "Create" })).not.toHaveAttribute("aria-disabled", "true");
    expect(signIns()).toBe(1);
    await waitFor(() => expect(sessionStorage.getItem("scm.profileName")).toBe("administrator"));
    expect(sessionStorage.getItem("scm.policy")?.split("\n")[0]).toBe("p, administrator, main, list, allow");
  });
});
