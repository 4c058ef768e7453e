import { createElement, useEffect, useMemo, useRef, useState, type BaseSyntheticEvent, type ComponentType, type ReactNode } from "react";
import { useAccess } from "../access/use-access";
import { useInvalidate, useNotification, useWarnAboutChange } from "@refinedev/core";
import { Create, Edit } from "@refinedev/mui";
import { useForm } from "@refinedev/react-hook-form";
import { Box, CircularProgress, Skeleton, Typography } from "@mui/material";
import type { Control, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FieldInput } from "./field-input";
import { SaveButton } from "./save-button";
import { storedSecret, type FieldDefinition } from "../registry/fields";
import { useResourceLabels } from "./use-resource-labels";
import { initialValues, toPayload } from "./validation";
import { changedPayload } from "./edit-diff";
import { unsentFieldErrors } from "./unsent-field-errors";
import { EditConflictPanel } from "./edit-conflict";
import { useEditConflict } from "./use-edit-conflict";
import { useFormDraft, type DraftExtra } from "./use-form-draft";
import { RecordLoadError } from "./record-load-error";
import { recordVersion, VERSION_HEADER, versionTag } from "../api/contract";
import { DeleteConfirmButton } from "./delete-confirm-button";
import { ActionLink } from "./action-link";
import { RecordFieldValue } from "./field-value";
import { DraftOffer } from "./draft-offer";

const NO_FIELDS: readonly FieldDefinition[] = [];

/** What content around the fields gets: the record being edited, and whether a save is in flight. */
export interface FormSlotContext {
  record: Record<string, unknown> | undefined;
  saving: boolean;
  /** The fields as typed now (a rule's dry run reads them before saving). */
  values: () => Record<string, unknown>;
  /** The form's control, for content that follows the typing as it happens (useWatch). */
  control: Control<FieldValues>;
}

export interface ResourceFormProps {
  action: "create" | "edit";
  /** Content before and after the fields (a rule's clause lists and its sentence), inside the form. */
  before?: (context: FormSlotContext) => ReactNode;
  after?: (context: FormSlotContext) => ReactNode;
  /** Fields side by side on a laptop screen. */
  columns?: 2 | 3;
  /** Called once the record to edit arrives, for content that starts from it. */
  onRecord?: (record: Record<string, unknown>) => void;
  /** What is sent beyond the fields; null stops the save (the content says why). */
  extendPayload?: (payload: Record<string, unknown>) => Record<string, unknown> | null;
  /** A refused save, for content that shows the server's errors beside its own inputs. */
  onSaveError?: (error: unknown) => void;
  /**
   * Read-only fields the screen draws itself, in their place, on create and edit: values the server computes
   * that the form shows live while the inputs they depend on are typed (a lead time's total).
   */
  derived?: Readonly<Record<string, ComponentType<FormSlotContext>>>;
  /** What the content edits beside the fields (a rule's clauses): kept in the page's draft with them. */
  draftExtra?: DraftExtra;
}

/**
 * Create and edit share this one form, built from the resource's field definitions. A screen with more to
 * edit passes it in before or after the fields instead of copying the form's set-up.
 */
export function ResourceForm({
  action,
  before,
  after,
  columns = 2,
  onRecord,
  extendPayload,
  onSaveError,
  derived,
  draftExtra,
}: ResourceFormProps) {
  const { definition, t, recordLabel, fieldLabel } = useResourceLabels();
  const fields = definition.fields ?? NO_FIELDS;
  const editing = action === "edit";
  // The values the form was filled with, and the version of the record they came from: an edit sends only
  // what changed since, saved with that version (DESIGN §8).
  const [start, setStart] = useState<{ values: Record<string, unknown>; version?: string }>();
  const { conflict, current, refused, clear: clearConflict } = useEditConflict(definition);
  const [overwriteRequested, setOverwriteRequested] = useState(false);
  const invalidate = useInvalidate();
  const { open: notify } = useNotification();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const {
    refineCore: { onFinish, query, mutation, redirect },
    control,
    handleSubmit,
    reset,
    saveButtonProps,
    getValues,
    formState,
    watch,
    setValue,
    setError,
    getFieldState,
    trigger,
  } = useForm({
    defaultValues: initialValues(fields) as FieldValues,
    refineCoreProps: {
      action,
      redirect: "show",
      mutationMeta: start?.version ? { headers: { [VERSION_HEADER]: versionTag(start.version) } } : undefined,
      // Once filled, the record is not read again behind the person's back: Refine would put it into the
      // inputs over what was typed, e.g. when the demo's other tab saves (DESIGN §9.5) and the app reads all
      // it shows again. A record changed meanwhile is met at save time, by the version check (DESIGN §8).
      queryOptions: start ? { enabled: false } : undefined,
      // Refine reads the record again after any save, a refused one too, and puts it into the inputs: what
      // was typed would be lost. The record is read again only after a save that succeeded.
      invalidates: ["list", "many"],
      onMutationError: (error, sent) => {
        const formFields = fields.map((field) => field.name);
        for (const [field, message] of unsentFieldErrors(error?.errors, sent, formFields)) setError(field, { message });
      },
      onMutationSuccess: () => {
        // Before Refine moves on to the record's page, so a draft never outlives its save.
        draft.saved();
        if (editing && record?.id !== undefined)
          void invalidate({
            resource: definition.name,
            dataProviderName: definition.dataProvider ?? "default",
            invalidates: ["detail"],
            id: record.id as string | number,
          });
      },
    },
  });
  const record = query?.data?.data as Record<string, unknown> | undefined;
  const blankValues = useMemo(() => initialValues(fields) as Record<string, unknown>, [fields]);
  const draft = useFormDraft({
    fields,
    editing,
    startValues: editing ? start?.values : blankValues,
    form: { watch, setValue },
    extra: draftExtra,
    version: editing ? start?.version : undefined,
    onRestoreVersion: (version) => setStart((started) => started && { ...started, version }),
  });
  // Until the record arrives there is nothing to edit: a status stands in for the form, instead of greyed
  // disabled inputs whose labels and buttons fail contrast checks and invite typing that would be reset.
  // A record cached from an earlier visit may be older than what is stored now (saved since on another screen
  // or in another tab): the form starts only from the record read since the page opened, or it would save
  // against an old version and be refused as a conflict with a change the person made themselves.
  const recordIsCurrent = record !== undefined && (query?.isFetchedAfterMount ?? true);
  const loadingRecord = editing && !start && !recordIsCurrent && (query?.isFetching ?? false);
  // Only a save in flight locks the inputs; a background refetch of a loaded record does not.
  const saving = mutation.isLoading;

  // Fill the form once the record arrives, with each field's value as its input expects it. Reading the
  // record again after a refused save must not wipe what was typed: only the first arrival fills the form.
  // The record the form was last filled from: the record read at first, or as it was when reloaded after a
  // conflict. Its read-only fields (who changed it, when) are the ones shown.
  const [filledFrom, setFilledFrom] = useState<Record<string, unknown>>();
  const shown = filledFrom ?? record;
  const fill = (from: Record<string, unknown>) => {
    setFilledFrom(from);
    const values = initialValues(fields, from);
    reset(values as FieldValues);
    setStart({ values, version: recordVersion(from) });
    onRecord?.(from);
  };
  useEffect(() => {
    if (!editing || !record || !recordIsCurrent || start) return;
    fill(record);
  }, [editing, record, recordIsCurrent]); // eslint-disable-line react-hooks/exhaustive-deps

  // react-hook-form keeps a message as it was written when the field was checked: a switch of language checks
  // again the fields the form's own rules refused, so their messages follow the page. A server's refusal
  // (set beside its field) is not checked again, which would clear it: field-input translates it as shown.
  const { i18n } = useTranslation();
  const checkedIn = useRef(i18n.language);
  useEffect(() => {
    if (checkedIn.current === i18n.language) return;
    checkedIn.current = i18n.language;
    const refused = fields.map((field) => field.name).filter((name) => getFieldState(name).error?.type === "validate");
    if (refused.length > 0) void trigger(refused);
  }, [i18n.language, fields, getFieldState, trigger]);

  // Refine's submit switches the unsaved-changes warning off before saving; a save that fails (the form's
  // own checks, the page's, or the server) leaves the changes unsaved, so the warning comes back on. Changes
  // held outside the form's fields (a rule's clauses) count through the warning they turned on.
  const dirty = formState.isDirty; // read while rendering, so react-hook-form keeps it up to date
  const warnedAtSave = useRef(false);
  const keepWarning = () => {
    if (dirty || warnedAtSave.current) setWarnWhen(true);
  };
  const save = handleSubmit(async (values) => {
    const payload = editing && start ? changedPayload(fields, values, start.values) : toPayload(fields, values, editing);
    const extended = extendPayload ? extendPayload(payload) : payload;
    if (extended === null) {
      keepWarning();
      return;
    }
    // Nothing changed: nothing is sent. An empty save would still stamp the record as changed (its date and
    // who saved), which gives whoever has it open a conflict with a change that is not one (DESIGN §8).
    if (editing && Object.keys(extended).length === 0) {
      draft.saved();
      setWarnWhen(false);
      clearConflict();
      notify?.({ type: "success", message: t("crud.nothingToSave"), key: `nothing-to-save-${definition.name}` });
      redirect("show", record?.id as string | number | undefined);
      return;
    }
    try {
      await onFinish(extended);
      clearConflict();
    } catch (error) {
      // The toast carries the server's message and field errors are set beside their fields;
      // the form keeps what was typed. A record saved by someone else meanwhile is read again, to compare.
      if (editing) refused(error, record?.id as string | number | undefined);
      keepWarning();
      onSaveError?.(error);
      focusAfterRefusal();
    }
  }, keepWarning);
  // Save, disabled while it saves, lets go of the keyboard focus: after a refusal the focus goes to the first
  // field the server named, else back to Save (a conflict's panel takes it itself), as the form's own checks do.
  const saveButtonRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const focusAfterRefusal = () => setRefocus(true);
  // Once the inputs are enabled again (an effect runs after that render, and never once the form is gone).
  useEffect(() => {
    if (!refocus || saving) return;
    setRefocus(false);
    const active = document.activeElement;
    if (active && active !== document.body && active !== saveButtonRef.current && active.isConnected) return;
    const refusedField = fields.find((field) => !field.readOnly && getFieldState(field.name).error);
    const error = refusedField && getFieldState(refusedField.name).error;
    try {
      // Set again as it is, with the focus: react-hook-form focuses the input at once.
      if (refusedField && error) setError(refusedField.name, error, { shouldFocus: true });
      else saveButtonRef.current?.focus();
    } catch {
      // An input that cannot take the focus leaves it where it is.
    }
  }, [refocus, saving]); // eslint-disable-line react-hooks/exhaustive-deps
  const submit = (event?: BaseSyntheticEvent) => {
    warnedAtSave.current = warnWhen;
    return save(event);
  };
  // "Save mine over it": the person's changes again, now against the version just read. Sent from an
  // effect, once the form has re-rendered with that version in its request.
  useEffect(() => {
    if (!overwriteRequested) return;
    setOverwriteRequested(false);
    void submit();
  }, [overwriteRequested]); // eslint-disable-line react-hooks/exhaustive-deps
  const conflictPanel =
    conflict && start ? (
      <EditConflictPanel
        conflict={conflict}
        fields={fields}
        yours={changedPayload(fields, getValues() as Record<string, unknown>, start.values)}
        current={current}
        fieldLabel={fieldLabel}
        busy={saving}
        onReload={() => {
          if (current) fill(current);
          clearConflict();
          // The form holds the record as it is now: nothing is unsaved, and nothing is kept as a draft.
          setWarnWhen(false);
          draft.discard();
        }}
        onOverwrite={() => {
          setStart({ ...start, version: recordVersion(current) });
          clearConflict();
          setOverwriteRequested(true);
        }}
      />
    ) : null;
  const slotContext: FormSlotContext = {
    record,
    saving,
    values: () => getValues() as Record<string, unknown>,
    control: control as unknown as Control<FieldValues>,
  };
  const wide = { xs: "1fr", md: columns === 3 ? "1fr 1fr 1fr" : "1fr 1fr" };
  const title = (
    <Typography component="h1" variant="h5" tabIndex={-1}>
      {editing
        ? t("crud.editTitle", { resource: recordLabel })
        : t("crud.createTitle", { resource: recordLabel })}
    </Typography>
  );
  // A record that could not be read (it does not exist, or the server failed): no form to fill and save.
  const loadError = editing && record === undefined ? query?.error : undefined;
  const body = loadError ? (
    <RecordLoadError error={loadError} />
  ) : loadingRecord ? (
    <RecordLoading fields={fields} label={t("crud.loadingRecord")} />
  ) : (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      onSubmit={submit}
      sx={{ display: "grid", gap: 1, gridTemplateColumns: wide, maxWidth: columns === 3 ? 1200 : 960 }}
    >
      {draft.offer && (
        <Box sx={{ gridColumn: "1 / -1" }}>
          <DraftOffer draft={draft.offer} onRestore={draft.restore} onDiscard={draft.discard} />
        </Box>
      )}
      {conflictPanel && <Box sx={{ gridColumn: "1 / -1" }}>{conflictPanel}</Box>}
      {before && <Box sx={{ gridColumn: "1 / -1" }}>{before(slotContext)}</Box>}
      {fields.map((field) =>
        field.readOnly && derived?.[field.name] ? (
          <Box key={field.name}>{createElement(derived[field.name]!, slotContext)}</Box>
        ) : field.readOnly ? (
          editing && shown ? (
            <Box key={field.name}>
              <Typography variant="caption" color="text.secondary" component="p">
                {fieldLabel(field.name)}
              </Typography>
              <RecordFieldValue field={field} value={shown[field.name]} record={shown} />
            </Box>
          ) : null
        ) : (
          <Box key={field.name} sx={{ gridColumn: field.type === "multiline" ? "1 / -1" : undefined }}>
            <GuardedInput
              resource={definition.name}
              field={field}
              keptSecret={editing && storedSecret(field, shown).set}
              label={fieldLabel(field.name)}
              control={control as unknown as Control<FieldValues>}
              locked={(editing && field.lockedOnEdit) || saving}
            />
          </Box>
        ),
      )}
      {after && <Box sx={{ gridColumn: "1 / -1" }}>{after(slotContext)}</Box>}
      {/* Enter in a text field submits, as in any form. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Box>
  );
  const saveButton = () => (
    <SaveButton buttonRef={saveButtonRef} onClick={() => void submit()} disabled={saveButtonProps.disabled} loading={saving} />
  );

  if (editing) {
    return (
      <Edit
        title={title}
        breadcrumb={false}
        goBack={false}
        isLoading={saving}
        // Nothing to save before the record is in; the button appears with the form.
        footerButtons={loadingRecord || loadError ? () => null : saveButton}
        canDelete={false}
        headerButtons={() => (
          <>
            <ActionLink action="list" />
            {definition.canDelete && record?.id !== undefined && (
              <DeleteConfirmButton id={record.id as number} />
            )}
          </>
        )}
      >
        {body}
      </Edit>
    );
  }
  return (
    <Create
      title={title}
      breadcrumb={false}
      goBack={false}
      isLoading={saving}
      footerButtons={saveButton}
      headerButtons={() => <ActionLink action="list" />}
    >
      {body}
    </Create>
  );
}

/**
 * The form's place while its record loads: one announced status, and the shape of the form to come drawn
 * as text-free skeletons hidden from assistive technology, so the page does not jump when the form arrives.
 */
function RecordLoading({ fields, label }: { fields: readonly FieldDefinition[]; label: string }) {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{label}</Typography>
      </Box>
      <Box aria-hidden sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        {fields
          .filter((field) => !field.readOnly)
          .map((field) => (
            <Box
              key={field.name}
              sx={{ gridColumn: field.type === "multiline" ? "1 / -1" : undefined, pb: 2.75 }}
            >
              <Skeleton variant="rounded" height={field.type === "multiline" ? 104 : 56} />
            </Box>
          ))}
      </Box>
    </Box>
  );
}

/** SPEC §6: a field the user may not touch (resource/field) is locked, not hidden. */
function GuardedInput({
  resource,
  field,
  label,
  control,
  locked,
  keptSecret,
}: {
  resource: string;
  field: FieldDefinition;
  keptSecret: boolean;
  label: string;
  control: Control<FieldValues>;
  locked: boolean;
}) {
  const allowed = useAccess({ resource, action: "field", params: { field: field.name } });
  return (
    <FieldInput
      field={field}
      label={label}
      control={control}
      disabled={locked || allowed === false}
      keptSecret={keptSecret}
    />
  );
}
