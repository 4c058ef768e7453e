/**
 * How wide a grid's text is, estimated without measuring: a generous 8.5 px a character of the grid's 14 px
 * font, wide enough for DejaVu Sans, which a Linux desktop draws in where Roboto is not installed.
 */
const CHAR_PX = 8.5;

/** The width `characters` of grid text take, plus `roomPx` (the cell's padding, a sort arrow), in whole px. */
export const gridTextWidth = (characters: number, roomPx: number): number => Math.ceil(characters * CHAR_PX + roomPx);
