/** Write rules of the notices family: a notice is whole, and its dates are the server's. */
import { required, stamped } from "./common";
import type { RuleFamily } from "./types";

export const noticeRules: RuleFamily = {
  writes: {
    informative: [required(["title", "description", "status", "publish", "notificationDate"]), stamped],
  },
};
