export { useTypeReading } from './use-type-reading';
export type { TypeReading } from './use-type-reading';
