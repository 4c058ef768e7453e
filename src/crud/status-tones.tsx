import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import EditNoteOutlined from "@mui/icons-material/EditNoteOutlined";
import ErrorOutline from "@mui/icons-material/ErrorOutline";
import HourglassEmptyOutlined from "@mui/icons-material/HourglassEmptyOutlined";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import PublicOutlined from "@mui/icons-material/PublicOutlined";
import type { FieldDefinition } from "../registry/fields";

type Tones = NonNullable<FieldDefinition["tones"]>;

/** SPEC §4's robot statuses, each with its colour and icon wherever a run's status shows (DESIGN §9.1). */
export const robotStatusTones: Tones = {
  waiting: { tone: "info", icon: <HourglassEmptyOutlined /> },
  success: { tone: "success", icon: <CheckCircleOutline /> },
  error: { tone: "error", icon: <ErrorOutline /> },
  empty: { tone: "warning", icon: <InboxOutlined /> },
};

/** A notice everyone sees, or one still being written. */
export const publicationTones: Tones = {
  published: { tone: "success", icon: <PublicOutlined /> },
  draft: { tone: "default", icon: <EditNoteOutlined /> },
};

/** A yes/no fact that is bad news when yes (late, entered twice): marked as a warning. */
export const yesIsWarningTones: Tones = {
  true: { tone: "warning", icon: <ErrorOutline /> },
};

/** A yes/no fact that needs action when yes (a shipment in exception), as the dashboard marks it. */
export const yesIsErrorTones: Tones = {
  true: { tone: "error", icon: <ErrorOutline /> },
};

/** A result line can be built in full, in part, or not now (DESIGN §9.2). */
export const resultStatusTones: Tones = {
  clear: { tone: "success", icon: <CheckCircleOutline /> },
  partial: { tone: "warning", icon: <HourglassEmptyOutlined /> },
  short: { tone: "error", icon: <ErrorOutline /> },
};
