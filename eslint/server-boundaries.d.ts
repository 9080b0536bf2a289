import type { Linter } from 'eslint';

export const SANDBOX_MESSAGE: string;
export const MODULE_MESSAGE: string;
export const LAYER_MESSAGE: string;
export const TABLES_MESSAGE: string;
declare const serverBoundaries: Linter.Config[];
export default serverBoundaries;
