/** A tracking partner's status (SPEC §3, §5): A active, I inactive, nothing else. */
export const partnerStatuses = ["A", "I"] as const;
