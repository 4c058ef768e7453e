import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router-dom";
import { useWarnAboutChange } from "@refinedev/core";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldDefinition } from "../registry/fields";
import { sessionStore } from "../auth/session-store";
import { draftFormValues, draftValues, formDrafts, type FormDraft } from "./form-drafts";

interface FormDraftOptions {
  fields: readonly FieldDefinition[];
  editing: boolean;
  /** What the form started with; undefined until an edited record has arrived. */
  startValues: Record<string, unknown> | undefined;
  form: Pick<UseFormReturn<FieldValues>, "watch" | "setValue">;
}

/**
 * Keeps what is typed into a form as a draft for its page while it is unsaved, and offers a draft left from
 * an earlier visit (a session that ended, a reload) back once the form is ready (crud/form-drafts.ts).
 */
export function useFormDraft({ fields, editing, startValues, form }: FormDraftOptions) {
  const { pathname } = useLocation();
  const { setWarnWhen } = useWarnAboutChange();
  const owner = sessionStore.user()?.userName ?? "";
  const [offer, setOffer] = useState<FormDraft | null>(() => formDrafts.read(pathname, owner));
  const typedHere = useRef(false);
  const { watch, setValue } = form;

  useEffect(() => {
    if (!startValues) return;
    const subscription = watch((values) => {
      typedHere.current = true;
      const kept = draftValues(fields, values as Record<string, unknown>, startValues, editing);
      if (Object.keys(kept).length === 0) formDrafts.remove(pathname);
      else formDrafts.write(pathname, { owner, savedAt: new Date().toISOString(), values: kept });
    });
    return () => subscription.unsubscribe();
  }, [watch, fields, startValues, editing, pathname, owner]);

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
