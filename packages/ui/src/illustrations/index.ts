// The type characters, for every page that shows a member's type (a subpath, so only the apps that
// draw one bundle it).
export { GroupCharacter } from './group-character.js';
export type { GroupCharacterProps } from './group-character.js';
