/** The casbin subject and stored profile name: lower-cased, every space removed (SPEC §6). */
export const profileSubject = (profileName: string): string => profileName.toLowerCase().replace(/\s+/g, "");

/**
 * Characters a profile name may not hold: its subject is written into casbin's comma-separated policy lines,
 * where a comma splits the line, quotes are stripped and an unclosed bracket makes the line unreadable, so
 * every user of that profile would be refused everything.
 */
export const PROFILE_NAME_PATTERN = /^[^,"()[\]]*$/;
export const PROFILE_HAS_USERS = "This profile still has users: give them another profile first.";
export const PROFILE_NAME_CHARACTERS = "A profile name cannot contain , \" ( ) [ or ].";
