/**
 * The backend's answer to a template save that renames, retypes, unmarks or removes a column the calculation
 * reads. Apart from the template model: the app's message table loads with every page, the model only with
 * the template and upload screens (DESIGN §9.6).
 */
export const LOCKED_COLUMNS_CHANGED = "The columns the calculation reads keep their header, type and required mark.";
