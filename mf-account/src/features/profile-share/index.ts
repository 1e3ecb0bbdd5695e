export { ProfileShareBlock } from './profile-share-block';
export { COPY_FEEDBACK_MS } from './copy-button';
