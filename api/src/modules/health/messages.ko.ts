// Health (namespace `health`, issue 18).
const ko = {
  databaseDown: '데이터베이스에 연결할 수 없어요.',
} as const;

export default ko;
