/** Start-up of the bench baseline, in the app's order: demo backend (dynamic import) → render. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, apiUrl } from "./app";

async function start() {
  const { startDemoBackend } = await import("./demo-backend");
  await startDemoBackend({ apiUrl, apiEfaUrl: `${window.location.origin}/api-efa` });
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
