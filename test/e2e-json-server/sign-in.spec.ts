import { expect, nextBackendCall, readBackend, recordBackendCalls, seed, signIn, test } from "./fixtures";

test("the users lookup answers extra rows: the sign-in takes the row of the login name only and patches nothing else", async ({
  page,
  request,
}) => {
  const calls = recordBackendCalls(page);
  const lookup = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/users" && response.request().method() === "GET",
  );
  const patch = nextBackendCall(page, (call) => call.method === "PATCH");
  await signIn(page, "admin", "/informative");
  await expect(page.getByTestId("user-name")).toHaveText("ADMIN");
  await expect(page.getByRole("heading", { name: "Informative Notices", level: 1 })).toBeVisible();

  // The backend was asked for ADMIN and answered three rows: ADMINISTRATOR, ADMIN2 and admin.
  const asked = await lookup;
  expect(new URL(asked.url()).searchParams.get("filter")).toBe("userName||$eq||ADMIN");
  const answered = (await asked.json()) as { id: number; userName: string }[];
  expect(answered.map((user) => user.userName)).toEqual(["ADMINISTRATOR", "ADMIN2", "admin"]);

  // Only admin's row (id 3, compared case-insensitively) gets the profile of its groups: Administrator.
  const sent = await patch;
  expect(sent.path).toBe("/users/3");
  expect(sent.body).toMatchObject({
    id: 3,
    userName: "admin",
    profileId: 1,
    profile: { id: 1, name: "Administrator" },
  });
  expect(calls.filter((call) => call.method !== "GET").map((call) => `${call.method} ${call.path}`)).toEqual([
    "POST /auth/login",
    "PATCH /users/3",
  ]);

  const users = await readBackend<{ id: number; userName: string; profileId: number }[]>(request, "/users");
  expect(users.find((user) => user.id === 3)?.profileId).toBe(1);
  for (const other of seed.users.filter((user) => user.id !== 3))
    expect(
      users.find((user) => user.id === other.id),
      other.userName,
    ).toEqual(other);
});
