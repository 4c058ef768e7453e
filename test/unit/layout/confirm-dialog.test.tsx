import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConfirmDialog } from "../../../src/layout/confirm-dialog";

function Harness({ busy, onConfirm }: { busy: boolean; onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "asking" : "closed"}</p>
      <ConfirmDialog
        open={open}
        title="Delete the view?"
        text="It cannot be undone."
        confirmLabel="Delete"
        tone="danger"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe("ConfirmDialog", () => {
  it("is named by its title, gives the focus to the safe choice, and confirms only on its button", async () => {
    const onConfirm = vi.fn();
    render(<Harness busy={false} onConfirm={onConfirm} />);
    const dialog = screen.getByRole("dialog", { name: "Delete the view?" });
    expect(dialog).toHaveTextContent("It cannot be undone.");
    await waitFor(() => expect(screen.getByRole("button", { name: /cancel/i })).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByText("closed")).toBeInTheDocument());
  });

  it("while the work runs, neither button nor Escape answers", async () => {
    const onConfirm = vi.fn();
    render(<Harness busy onConfirm={onConfirm} />);
    expect(screen.getByRole("button", { name: "Delete" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /cancel/i })).toBeDisabled();
    await userEvent.keyboard("{Escape}");
    expect(screen.getByText("asking")).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
