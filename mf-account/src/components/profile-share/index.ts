export { ProfileShareBlock } from './profile-share-block';
export type { ProfileShareBlockProps } from './profile-share-block';
export { COPY_FEEDBACK_MS, CopyButton } from './copy-button';
export { shareLinkOf, useMyPage } from './use-my-page';
export type { MyPageData } from './use-my-page';
