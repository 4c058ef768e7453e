/**
 * Seeds of the notices family: the notices (informative) and who has viewed them. Dates are relative to
 * `now`, so the notices panel always has something recent to show.
 */
import type { Informative, InformativeView } from "../../api/contract";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export type NoticeCollections = {
  informative: Informative[];
  "informative-view": InformativeView[];
};

function createInformatives(now: number): Informative[] {
  const at = (daysAgo: number, hour = 0) => new Date(now - daysAgo * DAY + hour * HOUR).toISOString();
  const notices: Omit<Informative, "id">[] = [
    {
      title: "SAP maintenance window on Saturday",
      description:
        "SAP ECC will be unavailable on Saturday from 22:00 to 04:00 (BRT) for kernel patching. Manual and automatic syncs scheduled in this window run once the system is back.",
      status: "published",
      createdDate: at(3),
      notificationDate: at(2),
      updateDate: at(2),
      publish: "yes",
    },
    {
      title: "New CTB template version 3.2",
      description:
        "The CTB upload template is now version 3.2: the Needed For column is mandatory. Notes pasted from e-mail may carry <b>HTML-looking</b> markup; it is kept exactly as typed.",
      status: "published",
      createdDate: at(6),
      notificationDate: at(5),
      updateDate: at(5),
      publish: "yes",
    },
    {
      title: "Transport tracking: Kuehne+Nagel onboarded",
      description:
        "Kuehne+Nagel shipments are now tracked automatically. Their tracking numbers appear on the Transport Tracking dashboard within two hours of pickup.",
      status: "published",
      createdDate: at(2),
      notificationDate: at(1),
      updateDate: at(1),
      publish: "yes",
    },
    {
      title: "Quarterly lead time review",
      description:
        "Planners: please review vendor lead times in Lead Time Maintenance by the end of the month. Air import transit times to Viracopos - SP were updated.",
      status: "published",
      createdDate: at(9),
      notificationDate: at(8),
      updateDate: at(8),
      publish: "yes",
    },
    {
      title: "Holiday schedule for SAP downloads",
      description:
        "Automatic SAP downloads will run once a day during the year-end holidays. Draft: waiting for confirmation from the SAP basis team.",
      status: "draft",
      createdDate: at(4),
      notificationDate: at(-10),
      updateDate: at(4),
      publish: "no",
    },
    {
      title: "Material Capability: MRP based simulation",
      description:
        "A new simulation variant based on MD06 (MRP) will be available on the Material Capability screen. Draft for the release notes.",
      status: "draft",
      createdDate: at(12),
      notificationDate: at(-5),
      updateDate: at(7),
      publish: "no",
    },
    {
      title: "Priority shipments meeting moved to Thursday",
      description:
        "The weekly priority shipments meeting with trade compliance now happens on Thursdays at 10:00.",
      status: "published",
      createdDate: at(25),
      notificationDate: at(24),
      updateDate: at(20),
      publish: "no",
    },
  ];
  return notices.map((notice, index) => ({ id: index + 1, ...notice }));
}

export const seedNotices = (now: Date): { api: NoticeCollections } => ({
  api: { informative: createInformatives(now.getTime()), "informative-view": [] },
});
