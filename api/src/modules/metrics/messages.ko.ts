// Metrics (namespace `metrics`, issue 18).
const ko = {
  denied: '지표를 볼 권한이 없어요.',
} as const;

export default ko;
