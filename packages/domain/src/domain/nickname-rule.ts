// The nickname rule (spec §5: letters and digits, 5 to 30), apart from the other field patterns:
// the route table reads it on every page's first load, the forms' patterns only on theirs.
export const NICKNAME_PATTERN = /^[A-Za-z0-9]+$/;
export const NICKNAME_MIN = 5;
export const NICKNAME_MAX = 30;
