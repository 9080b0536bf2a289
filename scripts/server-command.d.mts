type Environment = Record<string, string | undefined>;
export declare const EMBEDDED_NODE_FLAGS: string[];
export declare const POSTGRES_NODE_FLAGS: string[];
export declare function serverNodeFlags(env: Environment): string[];
export declare function builtServerArgs(env: Environment): string[];
