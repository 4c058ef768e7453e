import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { db, demoUrls, server } from "../msw-server";
import { currentPath, renderWithRefine, signInAs } from "../render-with-refine";

describe("sign-in as each demo account", () => {
  it("admin lands on the home dashboard with the upper-cased name and every stored value", async () => {
    await signInAs("admin");
    expect(currentPath()).toBe("/main");
    expect(await screen.findByTestId("user-name")).toHaveTextContent("ADMIN");
    expect(await screen.findByRole("heading", { name: "Shipments concluded in the last 30 days" })).toBeInTheDocument();
    expect(localStorage.getItem("profileName")).toBe("administrator");
    expect(Number(localStorage.getItem("profileId"))).toBeGreaterThan(0);
    expect(sessionStorage.getItem("scm.accessToken")).toMatch(/^demo-token\./);
    expect(sessionStorage.getItem("scm.policy")).toContain("p, administrator, main, list, allow");
  });

  it("a user whose stored profile is the chosen one is not patched", async () => {
    const methods: string[] = [];
    server.events.on("request:start", ({ request }) => void methods.push(request.method));
    await signInAs("admin");
    expect(await screen.findByTestId("user-name")).toHaveTextContent("ADMIN");
    expect(methods).not.toContain("PATCH");
    expect(methods.filter((method) => method === "POST")).toHaveLength(1); // POST /auth/login
    server.events.removeAllListeners();
  });

  it("planner gets the lowest accessLevel of its two matching groups, and its user row is patched", async () => {
    const patches: unknown[] = [];
    server.events.on("request:start", async ({ request }) => {
      if (request.method === "PATCH") patches.push(await request.clone().json());
    });
    await signInAs("planner");
    expect(localStorage.getItem("profileName")).toBe("supplyplanner");
    expect(await screen.findByTestId("user-name")).toHaveTextContent("PLANNER");
    const planner = db.list("users").find((u) => u.userName === "PLANNER");
    const profile = db.list("users-profile").find((p) => p.name === "Supply Planner");
    expect(planner?.profileId).toBe(profile?.id);
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ userName: "PLANNER", profileId: profile?.id, profile: { id: profile?.id, name: "Supply Planner" } });
    server.events.removeAllListeners();
  });

  it("viewer signs in read-only", async () => {
    await signInAs("viewer");
    expect(localStorage.getItem("profileName")).toBe("viewer");
    expect(await screen.findByTestId("user-name")).toHaveTextContent("VIEWER");
  });

  it("noprofile lands on /unauthorized with the spec's text and nothing stored", async () => {
    renderWithRefine({ route: "/login?as=noprofile" });
    expect(await screen.findByText("You do not have permission to the resources on this system.")).toBeInTheDocument();
    expect(currentPath()).toBe("/unauthorized");
    expect(localStorage.getItem("profileId")).toBeNull();
    expect(screen.getByRole("link", { name: "Request profile" })).toHaveAttribute("href", expect.stringContaining("http"));
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
  });

  it("a signed-out deep link goes through /login and back to where it was asked", async () => {
    renderWithRefine({ route: "/main?current=1" });
    // The path starts at /main too: signed in is when the top bar shows the user, back from /login.
    expect(await screen.findByTestId("user-name", {}, { timeout: 10000 })).toHaveTextContent("ADMIN");
    expect(currentPath()).toBe("/main");
  });

  it("a signed-out deep link keeps its query as typed through the sign-in: a search holding & or a space", async () => {
    renderWithRefine({ route: "/edb/edb-partner?q=R%26D%20Brasil" });
    expect(await screen.findByTestId("user-name", {}, { timeout: 10000 })).toHaveTextContent("ADMIN");
    await waitFor(() => expect(currentPath()).toBe("/edb/edb-partner"));
    expect(new URLSearchParams(window.location.search).get("q")).toBe("R&D Brasil");
  });

  it("a backend that is down at sign-in gives a clear message and a retry, never a loop", async () => {
    server.use(http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.error()));
    const { user } = renderWithRefine({ route: "/login?as=admin" });
    expect(await screen.findByText("Sign-in could not be completed.")).toBeInTheDocument();
    expect(screen.getByTestId("login-error")).toHaveTextContent("error comunication");
    expect(currentPath()).toBe("/login");
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(currentPath()).toBe("/main"), { timeout: 10000 });
  });

  it("a sign-in that fails again keeps the keyboard on Try again, and a failure is said in the page's language", async () => {
    server.use(http.post(`${demoUrls.apiUrl}/auth/login`, () => HttpResponse.error()));
    const { user } = renderWithRefine({ route: "/login?as=admin", language: "pt-BR" });
    expect(await screen.findByTestId("login-error")).toHaveTextContent("erro de comunicação");
    const retry = screen.getByRole("button", { name: "Tentar novamente" });
    retry.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: "Tentar novamente" })).not.toBe(retry));
    expect(screen.getByRole("button", { name: "Tentar novamente" })).toHaveFocus();
  });

  it("says why the last session ended in the page's language", async () => {
    sessionStorage.setItem("scm.sessionEnded", "Session expired. Sign in again.");
    renderWithRefine({ route: "/login", language: "pt-BR" });
    expect(await screen.findByTestId("session-ended-reason")).toHaveTextContent("Sessão expirada. Entre novamente.");
    expect(screen.getByRole("button", { name: "Entrar novamente" })).toHaveFocus();
  });

  it("after an account is chosen from the keyboard, the focus starts on the page it lands on, not on the body", async () => {
    const { user } = await signInAs("admin");
    await user.click(await screen.findByTestId("user-name"));
    await user.click(within(await screen.findByRole("presentation")).getByRole("button", { name: "Sign out" }));
    const account = await screen.findByRole("button", { name: /^Bruno Lima/ }, { timeout: 10000 });
    act(() => account.focus());
    await user.keyboard("{Enter}");
    await screen.findByTestId("user-name", {}, { timeout: 10000 });
    await waitFor(() => expect(document.activeElement?.tagName).toBe("H1"));
    expect(screen.getByRole("main")).toContainElement(document.activeElement as HTMLElement);
  });

  it("signing out clears the session and asks which account to use next", async () => {
    const { user } = await signInAs("admin");
    await user.click(await screen.findByTestId("user-name"));
    const drawer = await screen.findByRole("presentation");
    await user.click(within(drawer).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Choose a demo account", {}, { timeout: 10000 })).toBeInTheDocument();
    expect(currentPath()).toBe("/login");
    expect(localStorage.getItem("profileId")).toBeNull();
    expect(sessionStorage.getItem("scm.accessToken")).toBeNull();
  });
});
