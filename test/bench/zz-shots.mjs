import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:4173";
const shots = [
  ["planner", "/edb/lead-time-maintenance", "en-US", "light", 1366, "lt-list"],
  ["planner", "/edb/lead-time-maintenance/create", "pt-BR", "dark", 1024, "lt-create"],
  ["planner", "/edb/lead-time-maintenance/upload", "en-US", "light", 1024, "lt-upload"],
  ["admin", "/edb/robot-process-log", "pt-BR", "dark", 1366, "log-list"],
  ["admin", "/edb/robot-process-log/show/700", "en-US", "light", 1366, "log-show"],
  ["compliance", "/edb/trade-compliance/edit/7", "en-US", "dark", 1366, "tc-edit"],
  ["admin", "/sap-impersonate-users", "pt-BR", "light", 1024, "sap-users"],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [account, route, lang, theme, width, name] of shots) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(([l, t]) => { localStorage.setItem("scm.language", l); localStorage.setItem("scm.theme", t); }, [lang, theme]);
  const page = await context.newPage();
  await page.goto(`${base}/login?as=${account}&to=${encodeURIComponent(route)}`);
  await page.waitForURL((url) => url.pathname === route, { timeout: 30000 });
  if (name === "lt-create") {
    await page.getByRole("textbox", { name: /^Fornecedor( \*)?$/ }).fill("100045");
    await page.getByRole("combobox", { name: /^Modal/ }).click();
    await page.getByRole("option", { name: "Aéreo", exact: true }).click();
    await page.getByRole("spinbutton", { name: /^Lead time do fornecedor/ }).fill("35");
  }
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: false });
  await context.close();
}
await browser.close();
