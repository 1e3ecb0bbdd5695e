// The development outbox's answers (namespace `mail`, issue 18).
const ko = {
  notFound: '메일을 찾을 수 없어요.',
} as const;

export default ko;
