import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useWarnAboutChange } from "@refinedev/core";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldDefinition } from "../registry/fields";
import { sessionStore } from "../auth/session-store";
import { draftFormValues, draftValues, formDrafts, type FormDraft } from "./form-drafts";

/** What a page edits beside the form's fields (a rule's clauses), kept in the same draft. */
export interface DraftExtra {
  /** As JSON. */
  value: unknown;
  /** Whether it differs from what the record holds: only then is it kept. */
  changed: boolean;
  /** Puts a kept value back; the page checks its shape (a draft is read from storage). */
  restore: (value: unknown) => void;
}

interface FormDraftOptions {
  fields: readonly FieldDefinition[];
  editing: boolean;
  /** What the form started with; undefined until an edited record has arrived. */
  startValues: Record<string, unknown> | undefined;
  form: Pick<UseFormReturn<FieldValues>, "watch" | "setValue">;
  extra?: DraftExtra;
  /** The version of the record the form started from; kept with the draft. */
  version?: string;
  /** A restored draft started from another version: the form saves against that one. */
  onRestoreVersion?: (version: string) => void;
}

/**
 * Keeps what is typed into a form as a draft for its page while it is unsaved, and offers a draft left from
 * an earlier visit (a session that ended, a reload) back once the form is ready (crud/form-drafts.ts).
 */
export function useFormDraft({ fields, editing, startValues, form, extra, version, onRestoreVersion }: FormDraftOptions) {
  const { pathname } = useLocation();
  const { setWarnWhen } = useWarnAboutChange();
  const owner = sessionStore.user()?.userName ?? "";
  const [offer, setOffer] = useState<FormDraft | null>(() => formDrafts.read(pathname, owner));
  const typedHere = useRef(false);
  const { watch, setValue } = form;
  // What is kept now: the changed fields, and the page's own edits when changed.
  const kept = useRef<{ values: Record<string, unknown>; extra?: unknown; version?: string }>({ values: {} });
  // The version the form saves against: the record's as read, or a restored draft's (onRestoreVersion).
  kept.current.version = version;
  const keep = () => {
    typedHere.current = true;
    const { values, extra: extraValue } = kept.current;
    if (Object.keys(values).length === 0 && extraValue === undefined) formDrafts.remove(pathname);
    else
      formDrafts.write(pathname, {
        owner,
        savedAt: new Date().toISOString(),
        values,
        ...(extraValue !== undefined && { extra: extraValue }),
        ...(kept.current.version !== undefined && { version: kept.current.version }),
      });
  };

  useEffect(() => {
    if (!startValues) return;
    const subscription = watch((values) => {
      kept.current.values = draftValues(fields, values as Record<string, unknown>, startValues, editing);
      keep();
    });
    return () => subscription.unsubscribe();
  }, [watch, fields, startValues, editing, pathname, owner]); // eslint-disable-line react-hooks/exhaustive-deps

  const extraKept = extra?.changed ? JSON.stringify(extra.value) : undefined;
  useEffect(() => {
    if (!startValues || extraKept === JSON.stringify(kept.current.extra)) return;
    kept.current.extra = extraKept === undefined ? undefined : (JSON.parse(extraKept) as unknown);
    keep();
  }, [extraKept, startValues]); // eslint-disable-line react-hooks/exhaustive-deps

  // Leaving the page while signed in (after agreeing to lose the typing) drops this visit's draft; a session
  // that ended has cleared the stored session first, and keeps it. An offer never taken up stays on offer.
  useEffect(
    () => () => {
      if (typedHere.current && sessionStore.read()) formDrafts.remove(pathname);
    },
    [pathname],
  );

  return {
    offer: startValues ? offer : null,
    restore() {
      if (!offer) return;
      for (const [name, value] of draftFormValues(fields, offer))
        setValue(name, value, { shouldDirty: true, shouldTouch: true });
      if (offer.extra !== undefined) extra?.restore(offer.extra);
      if (offer.version !== undefined && offer.version !== version) onRestoreVersion?.(offer.version);
      setWarnWhen(true);
      setOffer(null);
    },
    discard() {
      formDrafts.remove(pathname);
      setOffer(null);
    },
    /** A save went through: nothing is left to keep. */
    saved() {
      formDrafts.remove(pathname);
      setOffer(null);
    },
  };
}
