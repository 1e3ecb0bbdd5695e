// The containers of the shell's index.html that the frame renders into. Its own module: the
// lazily loaded modal host reads it too, and importing it from frame.tsx made a cycle.
export const FRAME_TARGET_IDS = {
  header: 'frame-header',
  footer: 'frame-footer',
  modals: 'modal-root',
} as const;
