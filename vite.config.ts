/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";

const stub = (file: string) => fileURLToPath(new URL(`./src/vendor-stubs/${file}`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // @refinedev/mui's MarkdownField is never used; its markdown stack would otherwise load with every list.
    alias: { "react-markdown": stub("markdown.tsx"), "remark-gfm": stub("remark-gfm.ts") },
  },
  server: { port: 5173, host: "localhost" },
  preview: { port: 4173, host: "127.0.0.1" },
  build: { target: "es2022", sourcemap: false, chunkSizeWarningLimit: 1200 },
  test: {
    globals: true,
    environment: "jsdom",
    setupFiles: ["test/setup.ts"],
    include: ["test/unit/**/*.test.{ts,tsx}", "test/integration/**/*.test.{ts,tsx}"],
    css: false,
    testTimeout: 60000,
    env: { VITE_DEMO: "true" },
    // @refinedev/mui imports MUI folders (e.g. "@mui/material/Box"), which Node's ESM loader refuses.
    server: { deps: { inline: [/@refinedev\/mui/, /@mui\/x-/] } },
  },
});
