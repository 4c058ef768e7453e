import type { ReactNode } from "react";

/**
 * Stand-in for react-markdown and remark-gfm, aliased in vite.config.ts. @refinedev/mui imports them for its
 * MarkdownField, which this app never renders, yet they would ride along (~50 KB gzip) with every page that
 * imports @refinedev/mui. Should markdown ever be shown, it is shown as text, never as HTML.
 */
export default function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

