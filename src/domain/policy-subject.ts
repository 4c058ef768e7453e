/** The casbin subject and stored profile name: lower-cased, every space removed (SPEC §6). */
export const profileSubject = (profileName: string): string => profileName.toLowerCase().replace(/\s+/g, "");
